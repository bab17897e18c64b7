export { PaymentCard } from "./components/payment-card";
