import { giftMessages } from "@creator-checkout/core/checkout";
import { AppError } from "../../app-error";

export const giftErrors = {
  notGiftable: () =>
    new AppError(
      "NOT_GIFTABLE",
      409,
      "This option cannot be given as a gift: only a subscription or a pass with a set price can.",
    ),
  redeemUrlRefused: () =>
    new AppError(
      "BAD_REQUEST",
      400,
      "redeem_url must be an address of this checkout or of one of the creator's own sites.",
    ),
  deliverAtTooLate: () =>
    new AppError("BAD_REQUEST", 400, "deliver_at must be within a year from today."),
  // One answer for a wrong code and for a code of another creator, so a guess learns nothing.
  notFound: () => new AppError("NOT_FOUND", 404, giftMessages.invalidLink),
  redeemed: () => new AppError("GIFT_REDEEMED", 409, giftMessages.redeemed),
  expired: () => new AppError("GIFT_EXPIRED", 410, giftMessages.expired),
  alreadyHeld: (productTitle: string) =>
    new AppError(
      "ALREADY_SUBSCRIBED",
      409,
      `You already have ${productTitle}, so this gift was not redeemed. It stays valid: redeem it once yours has ended, or pass the link on.`,
    ),
  tooManyGuesses: () =>
    new AppError(
      "TOO_MANY_FAILURES",
      429,
      "Too many gift links that do not work were tried from your network. Please try again in an hour.",
    ),
};
