import type { ApiErrorCode } from "../../api/error-codes";

/**
 * One sentence for each code a buyer can meet, general enough for every case the server answers
 * it in. A page in English shows the server's own, more particular sentence; a page in another
 * language shows its catalog's sentence for the code, or the server's when the code has none
 * (docs/decisions/107).
 */
export const apiErrorMessages = {
  "apiErrors.BAD_REQUEST": "Some of what was sent is not valid. Check it and try again.",
  "apiErrors.NOT_FOUND": "This could not be found. Reload the page and try again.",
  "apiErrors.TOO_MANY_REQUESTS":
    "Too many requests came from your network. Please wait a minute and try again.",
  "apiErrors.INTERNAL": "Something went wrong on our side. Please try again in a moment.",
  "apiErrors.BOT_CHECK_FAILED": "Please complete the verification and try again.",
  "apiErrors.INVALID_CODE": "That code is not valid. Check it, or request a new code.",
  "apiErrors.CODE_LOCKED": "Too many wrong tries for this code. Request a new code.",
  "apiErrors.TOO_MANY_FAILURES": "Too many failed attempts. Please wait a while and try again.",
  "apiErrors.TOO_MANY_CODES": "Too many codes were requested. Please try again later.",
  "apiErrors.INVALID_CLAIM": "This sign-in has expired. Please sign in again.",
  "apiErrors.INVALID_CREDENTIALS": "That password is not right for this account.",
  "apiErrors.UNAUTHORIZED": "Your session has ended. Please sign in again.",
  "apiErrors.SESSION_EXPIRED": "Your session has ended. Please sign in again.",
  "apiErrors.SMS_UNAVAILABLE":
    "Sign-in by text message is not available right now. Please use your e-mail address.",
  "apiErrors.METHOD_NOT_OFFERED": "This creator does not offer this way of signing in.",
  "apiErrors.PROOF_REQUIRED": "Confirm your address with a sign-in code first.",
  "apiErrors.CURRENT_PASSWORD_REQUIRED":
    "Enter your current password, or sign in again with a code, to change your password.",
  "apiErrors.WRONG_CURRENT_PASSWORD": "That is not your current password.",
  "apiErrors.PASSKEY_PROMPT_EXPIRED":
    "This passkey prompt has expired or was already used. Please try again.",
  "apiErrors.PASSKEY_NOT_VERIFIED":
    "This passkey could not be used. Please try again, or sign in with a code.",
  "apiErrors.PASSKEY_ALREADY_REGISTERED": "This passkey is already registered.",
  "apiErrors.PASSKEY_NOT_FOUND": "This passkey is no longer on your account.",
  "apiErrors.CARD_ERROR": "Your card was declined.",
  "apiErrors.NO_PAYMENT_METHOD": "Add a card to pay.",
  "apiErrors.UNKNOWN_PAYMENT_METHOD": "This card is not one of your saved cards.",
  "apiErrors.PAYMENT_FAILED": "Your payment did not go through.",
  "apiErrors.PAYMENT_PROVIDER_UNAVAILABLE":
    "The payment could not be confirmed right now. Please try again in a moment; you will not be charged twice.",
  "apiErrors.PURCHASE_IN_PROGRESS": "This purchase is already being processed.",
  "apiErrors.ALREADY_SUBSCRIBED": "You already have this option. Choose another one.",
  "apiErrors.SUBSCRIPTION_NOT_FOUND": "There is no such subscription of yours here.",
  "apiErrors.NOT_RECURRING": "This does not renew, so it cannot be changed this way.",
  "apiErrors.SUBSCRIPTION_ENDED":
    "This subscription has ended. You can subscribe again from this page.",
  "apiErrors.NOTHING_OVERDUE": "Nothing is owed on this subscription; it is paid up.",
  "apiErrors.UNABLE_TO_SWITCH_NOW":
    "Switching now is not possible. You can switch at the end of your billing period.",
  "apiErrors.SWITCH_AMOUNT_CHANGED":
    "Switching now costs a different amount than you were shown. Nothing was charged; check the new amount and try again.",
  "apiErrors.PROMOTION_CODE_REFUSED": "This code can't be used for this purchase.",
  "apiErrors.NOT_GIFTABLE": "This option cannot be given as a gift.",
  "apiErrors.GIFT_REDEEMED": "This gift has already been redeemed. A gift works once.",
  "apiErrors.GIFT_EXPIRED":
    "This gift has expired. Ask the person who gave it to contact the creator.",
  "apiErrors.PAID_NEWSLETTER":
    "A paid newsletter comes with a membership that includes it: it is added when you buy one.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Some answers need another look.",
} as const satisfies Partial<Record<`apiErrors.${ApiErrorCode}`, string>>;
