import { couponRefusal, normalizePromotionCode } from "@creator-checkout/core/discounts";
import { minimumCustomAmountMinor, settleCustomAmount } from "@creator-checkout/core/money";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { coupons, productOptions, products, promotionCodes } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { optionPriced } from "../purchases/purchase-amount";
import { discountErrors } from "./discount-errors";
import { rulesOf } from "./reserve-redemption";
import { spendCodeTry } from "./spend-code-try";

/**
 * Whether a code applies to an option, for the page's summary line, and what it takes off. The
 * buyer may not be signed in yet: the restrictions that depend on them (first time only, per
 * customer) are left to the purchase, which checks everything again under the coupon's lock.
 * Every refusal is the same one (docs/decisions/095), and tries are limited per network.
 */
export async function checkPromotionCode(
  deps: { db: Db; clock: Clock },
  input: {
    publisherId: string;
    productOptionId: string;
    code: string;
    customPrice: number | null;
    currency?: string | undefined;
    ip: string;
  },
) {
  const [stored] = await deps.db
    .select({ option: productOptions })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .where(
      and(
        eq(productOptions.id, input.productOptionId),
        eq(products.publisher_id, input.publisherId),
      ),
    );
  if (!stored) throw discountErrors.unknownOption();
  const option = { option: optionPriced(stored.option, input.currency) };
  const { currency } = option.option;
  const priceMinor =
    option.option.price ??
    settleCustomAmount(
      input.customPrice ?? minimumCustomAmountMinor(currency),
      currency,
      option.option.max_custom_price,
    );
  const found = await findOfferedCode(deps, {
    publisherId: input.publisherId,
    option: option.option,
    priceMinor,
    code: input.code,
    ip: input.ip,
  });
  return {
    code: found.code.code,
    percent_off: found.coupon.percent_off,
    amount_off: found.coupon.amounts_off?.[currency] ?? null,
    currency,
    duration: found.coupon.duration,
    duration_in_months: found.coupon.duration_in_months,
  };
}

/**
 * The publisher's code and its coupon, if the coupon applies to this option and price as far as
 * can be told without the buyer (first time only and per customer are the purchase's to check).
 * A try is spent per network first and given back when the code applies (docs/decisions/095).
 */
export async function findOfferedCode(
  deps: { db: Db; clock: Clock },
  input: {
    publisherId: string;
    option: typeof productOptions.$inferSelect;
    priceMinor: number;
    code: string;
    ip: string;
  },
) {
  const { db, clock } = deps;
  const tries = await spendCodeTry(deps, { ip: input.ip, userId: null });
  const normalized = normalizePromotionCode(input.code);
  if (normalized === null) throw discountErrors.refused();
  const [found] = await db
    .select({ code: promotionCodes, coupon: coupons })
    .from(promotionCodes)
    .innerJoin(coupons, eq(coupons.id, promotionCodes.coupon_id))
    .where(
      and(eq(promotionCodes.publisher_id, input.publisherId), eq(promotionCodes.code, normalized)),
    );
  if (!found) throw discountErrors.refused();
  const refusal = couponRefusal(rulesOf(found.coupon), {
    productOptionId: input.option.id,
    currency: input.option.currency,
    priceMinor: input.priceMinor,
    now: clock.now(),
    redemptions: found.coupon.times_redeemed,
    customerRedemptions: 0,
    buyerHasPaid: false,
    codeActive: found.code.active,
  });
  if (refusal !== null) throw discountErrors.refused();
  await tries.giveBack();
  return found;
}
