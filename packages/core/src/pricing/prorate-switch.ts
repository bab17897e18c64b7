import type { Interval } from "../catalog/entities";
import { addInterval } from "./add-interval";

export interface SwitchPlan {
  amount: number;
  currency: string;
  interval: Interval;
  intervalQuantity: number;
}

export interface SwitchNowInput {
  now: Date;
  current: SwitchPlan & {
    status: "TRIALING" | "ACTIVE" | "PAST_DUE";
    periodStart: Date;
    periodEnd: Date;
  };
  target: SwitchPlan;
}

export type SwitchNow =
  | {
      possible: true;
      /** What the buyer pays today: the new plan's part minus the old plan's unused part. */
      amountDue: number;
      /** The end of the period the payment covers, when the next renewal falls. */
      periodEnd: Date;
      /** A new interval starts its periods from now; the same interval keeps its anchor. */
      newAnchor: boolean;
    }
  | { possible: false; reason: string };

const laterOnly = "Switching is possible only at the end of the billing period.";

/**
 * Switching now (docs/decisions/031). The old plan's unused part of the current period is
 * credited and the new plan is charged: for the rest of the period when the interval stays the
 * same, or for a whole new period from now when it changes. We never refund, so a switch that
 * would leave a credit (a cheaper plan) cannot be made now, only at the end of the period, and
 * the buyer is told so before committing. A trial switches for free and keeps its end.
 */
export function prorateSwitch({ now, current, target }: SwitchNowInput): SwitchNow {
  if (current.status === "PAST_DUE") {
    return { possible: false, reason: "Pay what is overdue before switching." };
  }
  if (target.currency !== current.currency) {
    return {
      possible: false,
      reason: `The new option is priced in another currency. ${laterOnly}`,
    };
  }
  if (current.status === "TRIALING") {
    return { possible: true, amountDue: 0, periodEnd: current.periodEnd, newAnchor: false };
  }
  const length = current.periodEnd.getTime() - current.periodStart.getTime();
  const left = Math.min(Math.max(current.periodEnd.getTime() - now.getTime(), 0), length);
  const unused = length > 0 ? left / length : 0;
  const credit = Math.round(current.amount * unused);
  const sameCycle =
    target.interval === current.interval && target.intervalQuantity === current.intervalQuantity;
  const charge = sameCycle ? Math.round(target.amount * unused) : target.amount;
  const amountDue = charge - credit;
  if (amountDue < 0) {
    return {
      possible: false,
      reason: `Switching now would leave a credit for the unused part of your plan. ${laterOnly}`,
    };
  }
  return sameCycle
    ? { possible: true, amountDue, periodEnd: current.periodEnd, newAnchor: false }
    : {
        possible: true,
        amountDue,
        periodEnd: addInterval(now, target.intervalQuantity, target.interval),
        newAnchor: true,
      };
}
