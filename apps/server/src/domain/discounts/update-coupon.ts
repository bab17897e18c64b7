import type { CouponTermsInput } from "@creator-checkout/core/api-routes";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { couponRedemptions, coupons, promotionCodes } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { promotionCodeView } from "./coupon-view";
import { requireOwnOptions, termColumns } from "./create-coupon";
import { discountErrors } from "./discount-errors";
import { getCoupon } from "./read-coupons";

/**
 * Renames a coupon or changes its redeem-by date or limit, and, while no order ever used it,
 * what it takes off (docs/decisions/174); once used, its terms stay as its buyers had them. The limit is checked under the coupon's row lock, the lock every
 * redemption takes, so no purchase slips in between the check and the change.
 */
export async function updateCoupon(
  { db, clock }: { db: Db; clock: Clock },
  input: {
    publisherId: string;
    couponId: string;
    name?: string | null | undefined;
    redeem_by?: string | null | undefined;
    max_redemptions?: number | null | undefined;
    terms?: CouponTermsInput | undefined;
  },
) {
  await db.transaction(async (tx) => {
    const [coupon] = await tx
      .select()
      .from(coupons)
      .where(and(eq(coupons.id, input.couponId), eq(coupons.publisher_id, input.publisherId)))
      .for("update");
    if (!coupon) throw discountErrors.unknownCoupon();
    if (input.terms) {
      await refuseUsedCoupon(tx, coupon.id);
      await requireOwnOptions(tx, input.publisherId, termColumns(input.terms).product_option_ids);
    }
    const limit = input.max_redemptions;
    if (limit !== undefined && limit !== null && limit < coupon.times_redeemed) {
      throw discountErrors.limitBelowRedemptions(coupon.times_redeemed);
    }
    await tx
      .update(coupons)
      .set({
        ...(input.name !== undefined ? { name: input.name || null } : {}),
        ...(input.redeem_by !== undefined
          ? { redeem_by: input.redeem_by === null ? null : new Date(input.redeem_by) }
          : {}),
        ...(limit !== undefined ? { max_redemptions: limit } : {}),
        ...(input.terms ? termColumns(input.terms) : {}),
        updated_at: clock.now(),
      })
      .where(eq(coupons.id, coupon.id));
  });
  return getCoupon({ db }, input);
}

/**
 * Terms change only while no order ever used the coupon: a redemption, held, paid or given back,
 * means a buyer was shown these terms. Checked under the coupon's lock, which every redemption
 * takes first, so no purchase redeems it between this check and the change.
 */
async function refuseUsedCoupon(tx: Db, couponId: string) {
  const [used] = await tx
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.coupon_id, couponId))
    .limit(1);
  if (used) throw discountErrors.used();
}

/** Deactivates a code (no new order may use it; orders that did keep it) or activates it. */
export async function updatePromotionCode(
  { db, clock }: { db: Db; clock: Clock },
  input: { publisherId: string; couponId: string; codeId: string; active: boolean },
) {
  const [code] = await db
    .update(promotionCodes)
    .set({ active: input.active, updated_at: clock.now() })
    .where(
      and(
        eq(promotionCodes.id, input.codeId),
        eq(promotionCodes.coupon_id, input.couponId),
        eq(promotionCodes.publisher_id, input.publisherId),
      ),
    )
    .returning();
  if (!code) throw discountErrors.unknownCode();
  const [held] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(eq(couponRedemptions.promotion_code_id, code.id), isNull(couponRedemptions.released_at)),
    );
  return promotionCodeView(code, Number(held?.n ?? 0));
}
