export { checkoutProductKey } from "./api/get-checkout-product";
export { featureFlagsKey } from "./api/get-feature-flags";
export { CheckoutPage } from "./components/checkout-page";
export { loadSuccessCard, SuccessCard } from "./components/lazy-success-card";
export { PublisherHeader } from "./components/publisher-header";
export { checkoutTitle } from "./utils/checkout-title";
