// Loaded lazily (it pulls in libphonenumber-js): import("./phone-number") only when a phone
// number has to be read, so the page's first load stays small.
export { normalizePhone } from "@creator-checkout/core/identity";
