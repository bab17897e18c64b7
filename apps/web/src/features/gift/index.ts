export { GiftInfoCard } from "./components/gift-info-card";
