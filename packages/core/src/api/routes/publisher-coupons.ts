import { z } from "zod";
import {
  couponObject,
  couponRules,
  positiveCount,
  couponPromotionCode as promotionCode,
  redeemBy,
} from "../../catalog/coupon-schema";
import { discountDurations } from "../../discounts";
import { defineRoute } from "../define-route";

// A creator's coupons and their promotion codes (docs/decisions/092-095), for the bearer of one
// of its publisher keys (docs/decisions/043). Another publisher's coupon answers 404.

const tag = "Discounts";

const couponInput = couponRules(couponObject);

export type CouponInput = z.infer<typeof couponInput>;

const couponParams = z.object({ id: z.uuid({ message: "There is no such coupon." }) });
const codeParams = couponParams.extend({
  codeId: z.uuid({ message: "There is no such code." }),
});

const promotionCodeView = z.object({
  id: z.uuid(),
  code: z.string(),
  active: z.boolean(),
  /** Orders paid or under way with this code. */
  redemptions: z.number().int(),
  created_at: z.string(),
});

const couponView = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  percent_off: z.number().nullable(),
  amounts_off: z.record(z.string(), z.number().int()).nullable(),
  duration: z.enum(discountDurations),
  duration_in_months: z.number().int().nullable(),
  max_redemptions: z.number().int().nullable(),
  max_redemptions_per_customer: z.number().int().nullable(),
  redeem_by: z.string().nullable(),
  first_time_only: z.boolean(),
  minimum_amounts: z.record(z.string(), z.number().int()).nullable(),
  product_option_ids: z.array(z.uuid()).nullable(),
  /** Redemptions held now: paid, or reserved by a purchase under way. */
  times_redeemed: z.number().int(),
  codes: z.array(promotionCodeView),
  created_at: z.string(),
});

export const createCoupon = defineRoute({
  method: "POST",
  path: "/api/publisher/coupons",
  summary: "Make a coupon, and optionally its first promotion code",
  description:
    "A coupon takes percent_off (up to two decimals) or amounts_off (minor units per currency) off the price of the options it names (all by default), once, for duration_in_months (repeating) or forever. Buyers use it through its codes.",
  tag,
  caller: "publisher-key",
  request: { body: couponInput },
  responses: { 201: couponView },
  errors: [401, 409],
});

export const listCoupons = defineRoute({
  method: "GET",
  path: "/api/publisher/coupons",
  summary: "Your coupons with their codes and redemptions, newest first",
  tag,
  caller: "publisher-key",
  responses: { 200: z.object({ coupons: z.array(couponView) }) },
  errors: [401],
});

export const getCoupon = defineRoute({
  method: "GET",
  path: "/api/publisher/coupons/:id",
  summary: "One coupon with its codes",
  tag,
  caller: "publisher-key",
  request: { params: couponParams },
  responses: { 200: couponView },
  errors: [401, 404],
});

/**
 * What a coupon takes off, for how long, and from what: all of it at once, and only while no
 * order ever used the coupon (docs/decisions/174).
 */
const couponTerms = couponRules(
  couponObject.pick({
    percent_off: true,
    amounts_off: true,
    duration: true,
    duration_in_months: true,
    max_redemptions_per_customer: true,
    first_time_only: true,
    minimum_amounts: true,
    product_option_ids: true,
  }),
);
export type CouponTermsInput = z.infer<typeof couponTerms>;

export const updateCoupon = defineRoute({
  method: "PATCH",
  path: "/api/publisher/coupons/:id",
  summary: "Rename a coupon, change its redeem-by date or limit, or, while unused, its terms",
  description:
    "`terms` replaces what the coupon takes off, for how long and from which options, and is refused with 409 once any order used the coupon (its buyers keep what they were given): make another coupon instead. A limit below the redemptions already held is refused.",
  tag,
  caller: "publisher-key",
  request: {
    params: couponParams,
    body: z.object(
      {
        name: z.string().trim().max(200, "A name is at most 200 characters.").nullable().optional(),
        redeem_by: redeemBy.nullable().optional(),
        max_redemptions: positiveCount("max_redemptions").nullable().optional(),
        terms: couponTerms.optional(),
      },
      { error: "Send { name?, redeem_by?, max_redemptions?, terms? } as JSON." },
    ),
  },
  responses: { 200: couponView },
  errors: [401, 404, 409],
});

export const createPromotionCode = defineRoute({
  method: "POST",
  path: "/api/publisher/coupons/:id/codes",
  summary: "Add a code for a coupon: yours, or a generated one",
  description:
    "A code is 3 to 64 letters, digits and dashes, compared without regard to case and unique among your codes. Leave code out to get a generated one of 10 unambiguous characters.",
  tag,
  caller: "publisher-key",
  request: {
    params: couponParams,
    body: z
      .object({ code: promotionCode.optional() }, { error: "Send { code? } as JSON." })
      .default({}),
  },
  responses: { 201: promotionCodeView },
  errors: [401, 404, 409],
});

export const updatePromotionCode = defineRoute({
  method: "PATCH",
  path: "/api/publisher/coupons/:id/codes/:codeId",
  summary: "Deactivate a code, or activate it again",
  tag,
  caller: "publisher-key",
  request: {
    params: codeParams,
    body: z.object(
      { active: z.boolean({ error: "Send { active: true } or { active: false }." }) },
      { error: "Send { active } as JSON." },
    ),
  },
  responses: { 200: promotionCodeView },
  errors: [401, 404],
});

const couponOptionView = z.object({
  id: z.uuid(),
  title: z.string(),
  product_id: z.uuid(),
  product_title: z.string(),
  currency: z.string(),
  /** Minor units; null for an option whose buyer chooses the amount. */
  price: z.number().int().nullable(),
});

export const listCouponOptions = defineRoute({
  method: "GET",
  path: "/api/publisher/coupon-options",
  summary: "Your options a coupon may name, with their titles and currencies",
  description:
    "Every option of the key's publisher, by product title and then in the catalog's order: what product_option_ids may name, and the currencies an amounts_off or minimum_amounts needs.",
  tag,
  caller: "publisher-key",
  responses: { 200: z.object({ options: z.array(couponOptionView) }) },
  errors: [401],
});

const operatorPublisherParams = z.object({
  username: z.string().min(1, "username (the publisher's username) is required.").max(200),
});

export const createCouponForOperator = defineRoute({
  method: "POST",
  path: "/api/operator/publishers/:username/coupons",
  summary: "Make a coupon for a publisher (the publisher command)",
  tag: "Operator",
  caller: "operator",
  request: { params: operatorPublisherParams, body: couponInput },
  responses: { 200: couponView },
  errors: [401, 404, 409],
});

export const listCouponsForOperator = defineRoute({
  method: "GET",
  path: "/api/operator/publishers/:username/coupons",
  summary: "A publisher's coupons with their codes (the publisher command)",
  tag: "Operator",
  caller: "operator",
  request: { params: operatorPublisherParams },
  responses: { 200: z.object({ coupons: z.array(couponView) }) },
  errors: [401, 404],
});
