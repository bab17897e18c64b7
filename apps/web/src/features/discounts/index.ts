export {
  DiscountLineItem,
  PromotionCode,
  type PromotionCodeProps,
} from "./components/lazy-summary-parts";
export {
  type AcceptedCode,
  appliedCode,
  pricedWithCode,
  usePromotionCode,
} from "./hooks/use-promotion-code";
