export { CheckoutPage } from "./components/checkout-page";
export { loadSuccessCard, SuccessCard } from "./components/lazy-success-card";
export { PublisherHeader } from "./components/publisher-header";
