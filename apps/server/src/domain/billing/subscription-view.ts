import type { Subscription, SubscriptionStatus } from "@creator-checkout/core/api";
import type { Db } from "../../db/connect";
import type { subscriptions } from "../../db/schema";
import { findSubscriptionDiscount, renewalCharge } from "../discounts/subscription-discount";
import { subscriptionAtRenewal } from "./apply-queued-switch";
import { storeCancelFlow } from "./cancel-answer";
import { cheaperOptions, retentionOfferFor } from "./cancel-offers";
import { maxPausePeriods, pauseRefusal, pauseResumesAt } from "./pause-terms";

type SubscriptionRow = typeof subscriptions.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A subscription as the page shows it (the API contract's `subscriptionResponse`). The next
 * charge and what is overdue are what the renewal will charge (renewalCharge): the period's
 * price less the promotion code's discount where it covers that period (docs/decisions/102), of
 * the option a switch queued for the period's end moves to.
 */
export async function subscriptionView(
  { db, retryDays }: { db: Db; retryDays: readonly number[] },
  sub: SubscriptionRow,
): Promise<Subscription> {
  const discount = await findSubscriptionDiscount({ db }, sub);
  const renewing = await subscriptionAtRenewal({ db }, sub);
  const next = renewalCharge(discount, renewing);
  const overdueAmount = renewalCharge(discount, sub)?.amount ?? null;
  const status = sub.status as SubscriptionStatus;
  const renews =
    sub.recurring &&
    (status === "ACTIVE" || status === "TRIALING") &&
    !sub.cancel_at_period_end &&
    sub.due_at !== null &&
    sub.renewal_amount !== null &&
    sub.currency !== null;
  const lastRetryDay = retryDays.at(-1) ?? 0;
  const pauses = await pauseOptions({ db }, sub);
  const flow = await storeCancelFlow({ db }, sub.publisher_id);
  const accessUntil =
    status === "PAST_DUE" && sub.past_due_since
      ? new Date(
          Math.max(
            sub.past_due_since.getTime() + lastRetryDay * DAY_MS,
            sub.due_at?.getTime() ?? 0,
          ),
        )
      : null;
  return {
    id: sub.id,
    product_option_id: sub.product_option_id,
    status,
    recurring: sub.recurring,
    current_period_start: sub.current_period_start.toISOString(),
    current_period_end: sub.current_period_end?.toISOString() ?? null,
    trial_end: sub.trial_end?.toISOString() ?? null,
    cancel_at_period_end: sub.cancel_at_period_end,
    next_charge:
      renews && sub.due_at && next && renewing.currency
        ? { at: sub.due_at.toISOString(), amount: next.amount, currency: renewing.currency }
        : null,
    paused_until: sub.paused_until?.toISOString() ?? null,
    pause_options: pauses,
    cancel_flow: {
      reasons: flow.reasons,
      offer_pause: flow.offer_pause && pauses.length > 0,
      switch_options: await cheaperOptions({ db }, sub, flow),
      retention_offer: retentionOfferFor(sub, flow),
    },
    retention:
      sub.retention_percent_off !== null && sub.retention_renewals_left > 0
        ? { percent_off: sub.retention_percent_off, renewals_left: sub.retention_renewals_left }
        : null,
    overdue:
      status === "PAST_DUE" && overdueAmount !== null && sub.currency
        ? {
            amount: overdueAmount,
            currency: sub.currency,
            next_retry_at: sub.due_at?.toISOString() ?? null,
            access_until: accessUntil?.toISOString() ?? null,
          }
        : null,
  };
}

/** The pauses the store offers this subscription now, each with the date it renews on. */
async function pauseOptions({ db }: { db: Db }, sub: SubscriptionRow) {
  if (pauseRefusal(sub)) return [];
  const most = await maxPausePeriods({ db }, sub.publisher_id);
  return Array.from({ length: most }, (_, index) => {
    const resumesAt = pauseResumesAt(sub, index + 1);
    return { periods: index + 1, resumes_at: resumesAt?.toISOString() ?? "" };
  }).filter((option) => option.resumes_at !== "");
}
