export { NewslettersCard } from "./components/newsletters-card";
