// Sentences that both the page and the server show a buyer, written once so they stay the same.

/** A call that needs a signed-in buyer was made without a session. */
export const SIGN_IN_REQUIRED_MESSAGE = "Please sign in to continue.";

/** Sign-in by text message takes only the numbers of `PHONE_COUNTRIES` (identity). */
export const INVALID_PHONE_MESSAGE = "Enter a valid US or Canadian phone number.";

/** The name on the button when the operator gave their OpenID Connect provider none. */
export const DEFAULT_OIDC_NAME = "Single sign-on";

/** product.md §5 "Claim exchange: claim required". */
export const CLAIM_NOT_PROVIDED = "claim not provided";
