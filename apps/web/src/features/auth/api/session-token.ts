/** What every call that signs a buyer in answers: a short-lived access token, kept in memory. */
export type { SessionToken } from "@creator-checkout/core/api";
