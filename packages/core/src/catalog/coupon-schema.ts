import { z } from "zod";
import { CODE_SHAPE_MESSAGE, discountDurations, normalizePromotionCode } from "../discounts";
import { isSupportedCurrency, LARGEST_AMOUNT_MINOR } from "../money";

// A coupon's fields as the publisher API and the catalog file take them (docs/decisions/092-095).

const perCurrency = (what: string) =>
  z
    .record(
      z.string(),
      z
        .number({ error: `Each ${what} is a whole number of minor units (cents).` })
        .int(`Each ${what} is a whole number of minor units (cents).`)
        .positive(`Each ${what} must be more than zero.`)
        .max(LARGEST_AMOUNT_MINOR, `Each ${what} must be at most ${LARGEST_AMOUNT_MINOR}.`),
    )
    .refine((amounts) => Object.keys(amounts).length > 0, {
      message: `Give ${what} in at least one currency.`,
    })
    .refine((amounts) => Object.keys(amounts).every(isSupportedCurrency), {
      message: `Each ${what} needs a currency we support, such as USD, named in capitals.`,
    });

const percentOff = z
  .number({ error: "percent_off is a number from 0.01 to 100." })
  .min(0.01, "percent_off is a number from 0.01 to 100.")
  .max(100, "percent_off is a number from 0.01 to 100.")
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: "percent_off has at most two decimals, such as 12.5 or 33.33.",
  });

export const positiveCount = (field: string) =>
  z
    .number({ error: `${field} is a whole number of at least 1.` })
    .int(`${field} is a whole number of at least 1.`)
    .min(1, `${field} is a whole number of at least 1.`)
    .max(1_000_000_000, `${field} is at most 1,000,000,000.`);

const promotionCode = z
  .string({ error: CODE_SHAPE_MESSAGE })
  .max(200, CODE_SHAPE_MESSAGE)
  .refine((code) => normalizePromotionCode(code) !== null, { message: CODE_SHAPE_MESSAGE });

export const redeemBy = z.iso.datetime({
  offset: true,
  message: "redeem_by is a date and time such as 2027-01-31T23:59:59Z.",
});

export const couponObject = z.object(
  {
    name: z.string().trim().max(200, "A name is at most 200 characters.").optional(),
    percent_off: percentOff.optional(),
    amounts_off: perCurrency("amount off").optional(),
    duration: z
      .enum(discountDurations, { error: "duration is once, repeating or forever." })
      .default("once"),
    duration_in_months: positiveCount("duration_in_months").max(1200).optional(),
    max_redemptions: positiveCount("max_redemptions").optional(),
    max_redemptions_per_customer: positiveCount("max_redemptions_per_customer").optional(),
    redeem_by: redeemBy.optional(),
    first_time_only: z.boolean().default(false),
    minimum_amounts: perCurrency("minimum amount").optional(),
    product_option_ids: z
      .array(z.uuid({ message: "Each option is named by its id." }))
      .min(1, "Name at least one option, or leave product_option_ids out for all of them.")
      .max(500)
      .optional(),
    /** A first code to make with the coupon; `codes` below for more. */
    code: promotionCode.optional(),
  },
  { error: "Send the coupon as JSON." },
);

/** The rules across fields: one kind of discount, and months only with `repeating`. */
export function couponRules<
  T extends z.ZodType<{
    percent_off?: number | undefined;
    amounts_off?: Record<string, number> | undefined;
    duration: string;
    duration_in_months?: number | undefined;
  }>,
>(schema: T) {
  return schema
    .refine((c) => (c.percent_off === undefined) !== (c.amounts_off === undefined), {
      message: "Give either percent_off or amounts_off.",
    })
    .refine((c) => (c.duration === "repeating") === (c.duration_in_months !== undefined), {
      message: "duration_in_months goes with duration repeating, and only with it.",
    });
}

export const couponPromotionCode = promotionCode;
