import { CODE_REFUSED_MESSAGE } from "@creator-checkout/core/discounts";
import { AppError, badRequest, notFound } from "../../app-error";

export const discountErrors = {
  unknownOption: () => notFound("This option is not for sale here."),
  unknownCoupon: () => notFound("There is no such coupon."),
  unknownCode: () => notFound("There is no such code."),
  codeTaken: (code: string) =>
    new AppError("PROMOTION_CODE_TAKEN", 409, `You already have a code ${code}; pick another.`),
  // A limit below what is already held cannot be met: the request is wrong as it stands.
  limitBelowRedemptions: (held: number) =>
    badRequest(`The coupon was already redeemed ${held} times; its limit cannot be lower.`),
  foreignOption: () =>
    badRequest("Each option in product_option_ids must be one of your own options."),
  used: () =>
    new AppError(
      "COUPON_USED",
      409,
      "This coupon has been used, so what it takes off stays as its buyers were given it. Make another coupon for other terms.",
    ),
  /** Every reason a code cannot be used gets this one answer (docs/decisions/095). */
  refused: () => new AppError("PROMOTION_CODE_REFUSED", 422, CODE_REFUSED_MESSAGE),
};
