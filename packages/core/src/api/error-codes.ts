// Every code an API error answers with, in `{ error, message }`. One list, so the server can
// raise only these and the page can match only these; renaming one fails the type check of
// both. Kept free of zod, so the page may import it as a value.
export const apiErrorCodes = [
  // Any call
  "BAD_REQUEST",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "URI_TOO_LONG",
  "HEADERS_TOO_LARGE",
  "REQUEST_TIMEOUT",
  "TOO_MANY_REQUESTS",
  "INTERNAL",
  // GraphQL
  "BAD_QUERY",
  // Sign-in and sessions
  "BOT_CHECK_FAILED",
  "INVALID_CODE",
  "CODE_LOCKED",
  "TOO_MANY_FAILURES",
  "TOO_MANY_CODES",
  "INVALID_CLAIM",
  "INVALID_CREDENTIALS",
  "UNAUTHORIZED",
  // A publisher key that is valid but belongs to another publisher.
  "FORBIDDEN",
  "SESSION_EXPIRED",
  "REFRESH_IN_PROGRESS",
  "SMS_UNAVAILABLE",
  "METHOD_NOT_OFFERED",
  "PROOF_REQUIRED",
  "CURRENT_PASSWORD_REQUIRED",
  "WRONG_CURRENT_PASSWORD",
  // Passkeys (docs/decisions/037)
  "PASSKEY_PROMPT_EXPIRED",
  "PASSKEY_NOT_VERIFIED",
  "PASSKEY_ALREADY_REGISTERED",
  "PASSKEY_NOT_FOUND",
  // Cards and purchases
  "CARD_ERROR",
  "NO_PAYMENT_METHOD",
  "UNKNOWN_PAYMENT_METHOD",
  "PAYMENT_FAILED",
  "PAYMENT_PROVIDER_UNAVAILABLE",
  "PURCHASE_IN_PROGRESS",
  "ALREADY_SUBSCRIBED",
  "IDEMPOTENCY_KEY_REUSED",
  // The request names a currency the option is not sold in (docs/decisions/160).
  "CURRENCY_NOT_OFFERED",
  // Tax (docs/decisions/124): the card's country is not the one the buyer stated, or the
  // creator collects tax and nothing says where the buyer is.
  "COUNTRY_CONFIRMATION_REQUIRED",
  "COUNTRY_REQUIRED",
  // Tax is added to the price and the request does not name the total the buyer was shown.
  "TAX_TOTAL_NOT_SHOWN",
  // VIES answered that the buyer's VAT number is not registered (docs/decisions/134).
  "VAT_NUMBER_NOT_REGISTERED",
  // Stripe Tax, where the operator turned it on, could not compute the tax (docs/decisions/135).
  "TAX_SERVICE_UNAVAILABLE",
  "INVALID_SIGNATURE",
  // Subscriptions
  "SUBSCRIPTION_NOT_FOUND",
  "NOT_RECURRING",
  "SUBSCRIPTION_ENDED",
  "NOTHING_OVERDUE",
  "UNABLE_TO_SWITCH_NOW",
  "SWITCH_AMOUNT_CHANGED",
  // Pausing a subscription (docs/decisions/175)
  "PAUSE_NOT_OFFERED",
  "PAUSE_TOO_LONG",
  "ALREADY_PAUSED",
  "NOT_PAUSABLE",
  // A subscriber's answer on the way out (docs/decisions/178)
  "REASON_NOT_OFFERED",
  // An offer taken instead of canceling (docs/decisions/182)
  "OFFER_NOT_MADE",
  "OFFER_ALREADY_TAKEN",
  // Refunds (docs/decisions/077)
  "ORDER_NOT_REFUNDABLE",
  "NOTHING_TO_REFUND",
  "REFUND_TOO_LARGE",
  "REFUND_REFUSED",
  // Discounts (docs/decisions/092-095)
  "PROMOTION_CODE_TAKEN",
  "PROMOTION_CODE_REFUSED",
  "COUPON_USED",
  // Gifts
  "NOT_GIFTABLE",
  "GIFT_REDEEMED",
  "GIFT_EXPIRED",
  // Newsletters and answers
  "PAID_NEWSLETTER",
  "INVALID_CUSTOM_PROPERTIES",
  // Operator commands: a catalog whose ids or username belong to another publisher
  "CATALOG_CONFLICT",
  // A store with no products yet, which a catalog file cannot describe
  "CATALOG_EMPTY",
  // A store's profile changed since the caller read it
  "PROFILE_CHANGED",
  // A store's product changed since the caller read it, or its change would alter a sale
  // (docs/decisions/174)
  "PRODUCT_CHANGED",
  "OPTION_SOLD",
  "OPTION_IN_USE",
  // A store's newsletter changed since the caller read it (docs/decisions/180)
  "NEWSLETTER_CHANGED",
  // A price move asked of an option that has no renewing price (docs/decisions/181)
  "OPTION_NOT_RECURRING",
  // A creator's team and sign-up (docs/decisions/157, 159)
  "LAST_OWNER",
  "USERNAME_TAKEN",
  "SIGNUP_CLOSED",
] as const;

export type ApiErrorCode = (typeof apiErrorCodes)[number];

/** The body of every error answer. */
export interface ApiErrorBody {
  error: ApiErrorCode;
  /** A sentence for people. */
  message: string;
  /** One message per field in error, where a form shows them beside each field. */
  fields?: Record<string, string>;
}
