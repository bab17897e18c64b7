import { formatMoney } from "@creator-checkout/core/money";

// What the back office's tables say in their cells. Times are in UTC, as the funnel's days are,
// and written without Intl, which a lazy page need not load for a few dates.

/** "2026-11-27 09:30 UTC". */
export function formatInstant(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

/** "2026-11-27". */
export const formatDay = (instant: string) => formatInstant(instant).slice(0, 10);

const orderStatuses: Record<string, string> = {
  pending: "Pending",
  requires_action: "Awaiting the buyer",
  paid: "Paid",
  failed: "Failed",
};

/** An order's status, or what has been refunded of it once a refund is made. */
export function orderStatusLabel(
  order: { status: string; amount: number; currency: string },
  refunded: number,
): string {
  if (refunded <= 0) return orderStatuses[order.status] ?? order.status;
  return refunded >= order.amount
    ? "Refunded"
    : `Refunded ${formatMoney(refunded, order.currency)}`;
}

const subscriptionStatuses: Record<string, string> = {
  TRIALING: "Trial",
  ACTIVE: "Active",
  PAST_DUE: "Past due",
  CANCELED: "Canceled",
};

export function subscriptionStatusLabel(subscription: {
  status: string;
  cancel_at_period_end: boolean;
  paused_until?: string | null;
}): string {
  const label = subscriptionStatuses[subscription.status] ?? subscription.status;
  if (subscription.status === "CANCELED") return label;
  if (subscription.cancel_at_period_end) return `${label}, ends at the period's end`;
  return subscription.paused_until
    ? `${label}, paused until ${formatDay(subscription.paused_until)}`
    : label;
}

/** What the endpoint answered at a delivery's last attempt: its status, or why there was none. */
export function lastAnswer(
  log: readonly { status: number | null; error: string | null }[],
): string {
  const last = log.at(-1);
  if (!last) return "Not sent yet";
  if (last.status !== null) return String(last.status);
  return last.error ?? "No answer";
}

/** A custom field's answer as one line: a list joined, a yes or no, the text itself. */
export function answerText(value: unknown): string {
  if (Array.isArray(value)) return value.map(answerText).join(", ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (value === null || value === undefined || value === "") return "No answer";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** Which events an endpoint receives, and whether and why it is disabled. */
export function endpointSummary(
  endpoint: { events: readonly string[]; disabled: boolean; disabled_reason: string | null },
  allEventCount: number,
): string {
  const events =
    endpoint.events.length === allEventCount ? "All events" : endpoint.events.join(", ");
  if (!endpoint.disabled) return events;
  const reason = endpoint.disabled_reason;
  return reason === null || reason === "disabled by the creator"
    ? `${events}. Disabled by you.`
    : `${events}. Disabled: ${reason}.`;
}
