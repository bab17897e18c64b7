import type { SwitchPreview } from "@creator-checkout/core/api";
import { switchDueToday, switchTakesEffect } from "@creator-checkout/core/pricing";
import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import { planSwitch, type SwitchInput, switchNowFor } from "./plan-switch";

/**
 * product.md §7 "GET purchase switch": the exact amount a switch now would charge, or why it
 * cannot be made now, before the buyer commits (docs/decisions/031).
 */
export async function previewSwitch(
  { db, clock }: { db: Db; clock: Clock },
  input: SwitchInput,
): Promise<SwitchPreview> {
  const { sub, option, amount, discount } = await planSwitch({ db }, input);
  const at = clock.now();
  const now =
    sub.product_option_id === option.id && sub.renewal_amount === amount
      ? { possible: false as const, reason: "You already have this option." }
      : switchNowFor(sub, { option, amount }, at, discount);
  const periodEnd = sub.current_period_end ?? at;
  const dueNow = switchDueToday("now", {
    payNow: now.possible,
    prorateAmountMinor: now.possible ? now.amountDue : 0,
  });
  return {
    product_option_id: option.id,
    pay_now: now.possible,
    prorate_amount: dueNow ?? 0,
    next_price: amount,
    currency: option.currency,
    end_date: (now.possible ? now.periodEnd : periodEnd).toISOString(),
    later_date: switchTakesEffect("later", { now: at, currentPeriodEnd: periodEnd }).toISOString(),
    reason: now.possible ? null : now.reason,
  };
}
