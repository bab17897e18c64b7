export { ContactInfoCard } from "./components/contact-info-card";
