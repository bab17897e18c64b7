import { messages as signInMessages } from "../i18n/catalogs/en/first-view";

// Sentences the server sends in English, taken from the English catalog so they stay the page's
// own; the page says them with t() in the buyer's language (docs/decisions/106).

/** A call that needs a signed-in buyer was made without a session. */
export const SIGN_IN_REQUIRED_MESSAGE = signInMessages["signIn.required"];

/** Sign-in by text message takes only the numbers of `PHONE_COUNTRIES` (identity). */
export const INVALID_PHONE_MESSAGE = signInMessages["signIn.phone.invalid"];

/** The name on the button when the operator gave their OpenID Connect provider none. */
export const DEFAULT_OIDC_NAME = signInMessages["signIn.oidcName"];

/** product.md §5 "Claim exchange: claim required". */
export const CLAIM_NOT_PROVIDED = "claim not provided";
