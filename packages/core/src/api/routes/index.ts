// The API's route table (docs/decisions/068), one module per area. Import it whole
// (`import * as api from "@creator-checkout/core/api-routes"`): the server registers every
// route from it, the page's client calls them, and the OpenAPI document lists them.
export * from "./buyer-profile";
export * from "./cards";
export * from "./catalog";
export * from "./creators";
export * from "./gifts";
export * from "./graphql";
export * from "./invoices";
export * from "./monitoring";
export * from "./operator";
export * from "./passkeys";
export * from "./processors";
export * from "./publisher-cancel-answers";
export * from "./publisher-catalog";
export * from "./publisher-coupons";
export * from "./publisher-lists";
export * from "./publisher-newsletters";
export * from "./publisher-products";
export * from "./publisher-profile";
export * from "./publisher-refunds";
export * from "./publisher-tax";
export * from "./publisher-webhooks";
export * from "./purchases";
export * from "./reference";
export * from "./sign-in";
export * from "./store-team";
export * from "./subscriptions";
