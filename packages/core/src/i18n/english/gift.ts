/** What a gift's giver and recipient read: the gift form, its link and the redeem page. */
export const giftMessages = {
  "gift.paid": "Your gift is paid. We'll e-mail {name} a link to redeem it.",
  "gift.paidOn": "Your gift is paid. We'll e-mail {name} a link to redeem it on {date}.",
} as const;
