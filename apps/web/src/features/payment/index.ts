export { type PurchaseHistory, usePurchaseHistory } from "./api/get-purchase-history";
export type { OrderResult as PaidOrder } from "./api/purchase-product";
export type { SwitchResult } from "./api/switch-option";
export { PaymentCard, SubscriptionCard } from "./components/lazy-payment-card";
export type { SummaryTax } from "./tax/use-buyer-tax";
export type { PaidDiscount } from "./utils/checkout-action";
