/** What a gift's recipient reads about its link: the redeem page and the API say it alike. */
export const giftMessages = {
  invalidLink: "This gift link is not valid. Open the whole link from the gift e-mail.",
  redeemed: "This gift has already been redeemed. A gift works once.",
  expired: "This gift has expired. Ask the person who gave it to contact the creator.",
} as const;
