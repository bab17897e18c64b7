export { GiftInfoCard } from "./components/gift-info-card";
export { type GiftDetails, useGiftForm } from "./hooks/use-gift-form";
