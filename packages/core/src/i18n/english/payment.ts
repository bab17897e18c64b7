/** Paying: the payment card, saved cards, the add-card form and the card checks behind it. */
export const paymentMessages = {
  "payment.cardCheck.numberInvalid": "Your card number is invalid.",
  "payment.cardCheck.numberIncomplete": "Your card number is incomplete.",
  "payment.cardCheck.expiryIncomplete": "Your card's expiration date is incomplete.",
  "payment.cardCheck.monthInvalid": "Your card's expiration month is invalid.",
  "payment.cardCheck.expiryPast": "Your card's expiration date is in the past.",
  "payment.cardCheck.cvcInvalid": "Your card's security code is invalid.",
  "payment.cardCheck.cvcIncomplete": "Your card's security code is incomplete.",
  "payment.cardCheck.postalIncomplete": "Your postal code is incomplete.",
} as const;
