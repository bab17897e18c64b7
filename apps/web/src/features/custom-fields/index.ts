export { AdditionalInfoCard } from "./components/additional-info-card";
