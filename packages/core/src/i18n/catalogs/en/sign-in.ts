export const messages = {
  "signIn.code.instruction": "Enter the verification code sent to {address}.",
  "signIn.code.label": "Verification code",
  "signIn.code.checking": "One moment…",
  "signIn.code.resent": "We sent a new code to {address}.",
  "signIn.code.resendLine": "Didn't get it? {resend} or {change}",
  "signIn.code.resend": "Resend",
  "signIn.changeContact": "change contact info.",
  "signIn.password.welcome": "Welcome back. Enter the password for {address}.",
  "signIn.password.label": "Password",
  "signIn.password.submit": "Sign in",
  "signIn.password.textCode": "Text me a code instead",
  "signIn.password.emailCode": "Email me a code instead",
  "signIn.signedIn.as": "Signed in as",
  "signIn.signedIn.announceAs": "Signed in as {address}.",
  "signIn.signedIn.announce": "Signed in.",
  "signIn.signedIn.signedOut": "Signed out.",
  "signIn.signedIn.change": "Change",
  "signIn.signedIn.passwordSaved": "Password saved. Next time you can sign in with it.",
  "signIn.signedIn.passkeyAdded": "Passkey added. Next time you can sign in with it.",
  "signIn.signedIn.addPasskey": "Add a passkey",
  "signIn.signedIn.setPassword": "Set a password",
  "signIn.signedIn.signOut": "Sign out",
  "signIn.setPassword.label": "New password",
  "signIn.setPassword.hint": {
    one: "At least {count} character.",
    other: "At least {count} characters.",
  },
  "signIn.setPassword.save": "Save",
  "signIn.setPassword.cancel": "Cancel",
  "signIn.passkey.failed":
    "Signing in with a passkey did not work. Please try again or use a code.",
  "signIn.passkey.addFailed": "Adding a passkey did not work. Please try again.",
  "signIn.passkey.alreadyOnDevice": "This device already has a passkey for your account.",
  "signIn.tooManyCodes": "Too many codes were requested. You can ask for another code in {wait}.",
  "signIn.wait.aMinute": "a minute",
  "signIn.wait.minutes": { one: "{count} minute", other: "{count} minutes" },
  "signIn.wait.hours": { one: "{count} hour", other: "{count} hours" },
  "signIn.wait.hoursAndMinutes": "{hours} and {minutes}",
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
  "promotionCode.refusedHint":
    "It may be for another product or no longer valid: check it with whoever gave it to you, or remove it to pay without it.",
  "apiErrors.NOT_GIFTABLE": "This option cannot be given as a gift.",
  "apiErrors.GIFT_REDEEMED": "This gift has already been redeemed. A gift works once.",
  "apiErrors.GIFT_EXPIRED":
    "This gift has expired. Ask the person who gave it to contact the creator.",
  "apiErrors.PAID_NEWSLETTER":
    "A paid newsletter comes with a membership that includes it: it is added when you buy one.",
  "apiErrors.INVALID_CUSTOM_PROPERTIES": "Some answers need another look.",
  "apiErrors.COUNTRY_CONFIRMATION_REQUIRED":
    "Your card was issued in another country than the one you chose. Confirm the country you are in.",
  "apiErrors.COUNTRY_REQUIRED":
    "Choose the country you are in: this creator charges tax by the buyer's country.",
  "apiErrors.TAX_TOTAL_NOT_SHOWN":
    "Tax is added to this price. Check the total with tax, then pay again.",
  "apiErrors.VAT_NUMBER_NOT_REGISTERED":
    "The EU's VAT register (VIES) does not know this VAT number. Check it, or buy without one.",
  "apiErrors.TAX_SERVICE_UNAVAILABLE":
    "The tax on this purchase cannot be worked out just now. Nothing was charged: try again in a few minutes.",
  "signIn.error.invalidCodeHint":
    "Check the code in the newest message we sent, or send a new one.",
} as const;
