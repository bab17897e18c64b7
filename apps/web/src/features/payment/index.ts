export type { OrderResult as PaidOrder } from "./api/purchase-product";
export { PaymentCard } from "./components/lazy-payment-card";
