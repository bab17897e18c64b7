import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { couponRedemptions, coupons, promotionCodes } from "../../db/schema";
import { couponView } from "./coupon-view";
import { discountErrors } from "./discount-errors";

// A creator holds a handful of coupons, not thousands: the list is whole, newest first.
const MOST_COUPONS_LISTED = 500;

/** The publisher's coupons with their codes and each code's held redemptions, newest first. */
export async function listCoupons(
  { db }: { db: Db },
  { publisherId, couponId }: { publisherId: string; couponId?: string },
) {
  const rows = await db
    .select()
    .from(coupons)
    .where(
      couponId
        ? and(eq(coupons.publisher_id, publisherId), eq(coupons.id, couponId))
        : eq(coupons.publisher_id, publisherId),
    )
    .orderBy(desc(coupons.created_at), desc(coupons.id))
    .limit(MOST_COUPONS_LISTED);
  if (rows.length === 0) return [];
  const ids = rows.map((coupon) => coupon.id);
  const codes = await db
    .select()
    .from(promotionCodes)
    .where(inArray(promotionCodes.coupon_id, ids))
    .orderBy(promotionCodes.created_at, promotionCodes.code);
  const held = await db
    .select({ codeId: couponRedemptions.promotion_code_id, n: count() })
    .from(couponRedemptions)
    .where(and(inArray(couponRedemptions.coupon_id, ids), isNull(couponRedemptions.released_at)))
    .groupBy(couponRedemptions.promotion_code_id);
  const redemptionsOf = new Map(held.map((row) => [row.codeId, Number(row.n)]));
  return rows.map((coupon) =>
    couponView(
      coupon,
      codes
        .filter((code) => code.coupon_id === coupon.id)
        .map((code) => ({ code, redemptions: redemptionsOf.get(code.id) ?? 0 })),
    ),
  );
}

export async function getCoupon(
  deps: { db: Db },
  input: { publisherId: string; couponId: string },
) {
  const [coupon] = await listCoupons(deps, input);
  if (!coupon) throw discountErrors.unknownCoupon();
  return coupon;
}
