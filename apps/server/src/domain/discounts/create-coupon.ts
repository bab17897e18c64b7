import { randomInt } from "node:crypto";
import type { CouponInput, CouponTermsInput } from "@creator-checkout/core/api-routes";
import { generatePromotionCode, normalizePromotionCode } from "@creator-checkout/core/discounts";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { coupons, productOptions, products, promotionCodes } from "../../db/schema";
import { promotionCodeView } from "./coupon-view";
import { discountErrors } from "./discount-errors";
import { getCoupon } from "./read-coupons";

/**
 * Makes a coupon, and its first code when one is given, in one transaction: a code already
 * taken leaves no coupon behind. The options it names must be the publisher's own.
 */
export async function createCoupon(
  { db }: { db: Db },
  { publisherId, input }: { publisherId: string; input: CouponInput },
) {
  const optionIds = termColumns(input).product_option_ids;
  const couponId = await db.transaction(async (tx) => {
    await requireOwnOptions(tx, publisherId, optionIds);
    const [coupon] = await tx
      .insert(coupons)
      .values({
        publisher_id: publisherId,
        name: input.name || null,
        ...termColumns(input),
        max_redemptions: input.max_redemptions ?? null,
        redeem_by: input.redeem_by ? new Date(input.redeem_by) : null,
      })
      .returning();
    if (!coupon) throw new Error("the coupon could not be stored");
    if (input.code !== undefined) {
      await insertCode({ db: tx }, { publisherId, couponId: coupon.id, code: input.code });
    }
    return coupon.id;
  });
  return getCoupon({ db }, { publisherId, couponId });
}

/** What a coupon takes off, for how long and from what, as its columns hold it. */
export function termColumns(terms: CouponTermsInput) {
  return {
    percent_off: terms.percent_off === undefined ? null : Math.round(terms.percent_off * 100),
    amounts_off: terms.amounts_off ?? null,
    duration: terms.duration,
    duration_in_months: terms.duration_in_months ?? null,
    max_redemptions_per_customer: terms.max_redemptions_per_customer ?? null,
    first_time_only: terms.first_time_only,
    minimum_amounts: terms.minimum_amounts ?? null,
    product_option_ids: terms.product_option_ids ? [...new Set(terms.product_option_ids)] : null,
  };
}

/** The options a coupon names must be the publisher's own. */
export async function requireOwnOptions(tx: Db, publisherId: string, optionIds: string[] | null) {
  if (!optionIds) return;
  const own = await tx
    .select({ id: productOptions.id })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .where(and(eq(products.publisher_id, publisherId), inArray(productOptions.id, optionIds)));
  if (own.length !== optionIds.length) throw discountErrors.foreignOption();
}

/** Adds a code for one of the publisher's coupons: the one given, or a generated one. */
export async function createPromotionCode(
  { db }: { db: Db },
  {
    publisherId,
    couponId,
    code,
  }: { publisherId: string; couponId: string; code?: string | undefined },
) {
  const [coupon] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.publisher_id, publisherId)));
  if (!coupon) throw discountErrors.unknownCoupon();
  if (code !== undefined) {
    return promotionCodeView(await insertCode({ db }, { publisherId, couponId, code }), 0);
  }
  // 25^10 codes: a generated one that is taken already is all but impossible, and tried again.
  for (let attempt = 0; ; attempt++) {
    const generated = generatePromotionCode(randomInt);
    try {
      return promotionCodeView(
        await insertCode({ db }, { publisherId, couponId, code: generated }),
        0,
      );
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function insertCode(
  { db }: { db: Db },
  { publisherId, couponId, code }: { publisherId: string; couponId: string; code: string },
) {
  const normalized = normalizePromotionCode(code);
  if (normalized === null) throw new Error("the route let through a code of the wrong shape");
  const [inserted] = await db
    .insert(promotionCodes)
    .values({ publisher_id: publisherId, coupon_id: couponId, code: normalized })
    .onConflictDoNothing()
    .returning();
  if (!inserted) throw discountErrors.codeTaken(normalized);
  return inserted;
}
