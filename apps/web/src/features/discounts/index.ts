export {
  DiscountLineItem,
  PromotionCode,
  type PromotionCodeProps,
} from "./components/lazy-summary-parts";
export { appliedCode, pricedWithCode, usePromotionCode } from "./hooks/use-promotion-code";
export type { AcceptedCode } from "./promotion-code-query";
