import type { PaymentHistoryEntry, Subscription } from "@creator-checkout/core/api";
import { formatMoney } from "@creator-checkout/core/money";
import { formatDate } from "@creator-checkout/core/pricing";
import { useState } from "react";
import { Card } from "@/components/card";
import type { CheckoutProduct } from "@/types/checkout-product";
import { useChangeSubscription } from "../api/change-subscription";
import { usePurchaseHistory } from "../api/get-purchase-history";
import { paymentStatus } from "../utils/payment-status";
import "../subscription.css";

export interface SubscriptionCardProps {
  product: CheckoutProduct;
  /** The option the page is open on: the history is asked for its product. */
  productOptionId: string;
}

/**
 * product.md §4 "Your subscription": where the buyer's subscription to this product stands,
 * cancel at the period's end or resume before it, and their payments at this creator. Nothing
 * shows for a buyer who has paid nothing here.
 */
export function SubscriptionCard({ product, productOptionId }: SubscriptionCardProps) {
  const history = usePurchaseHistory(productOptionId);
  if (!history.data) return null;
  const { subscription, history: past } = history.data;
  const manageable = subscription?.recurring ? subscription : null;
  if (!manageable && past.orders.length === 0) return null;
  const nextOptionId = past.next?.product_option_id ?? null;
  const nextOption = product.options.find((option) => option.id === nextOptionId) ?? null;

  return (
    <Card title={manageable ? "Your subscription" : "Your payments"}>
      {manageable ? (
        <SubscriptionStatus
          subscription={manageable}
          optionTitle={optionTitle(product, manageable.product_option_id)}
          nextOptionTitle={nextOption?.title ?? null}
        />
      ) : null}
      {past.orders.length > 0 ? <PaymentHistory orders={past.orders} /> : null}
    </Card>
  );
}

function SubscriptionStatus({
  subscription,
  optionTitle,
  nextOptionTitle,
}: {
  subscription: Subscription;
  optionTitle: string;
  nextOptionTitle: string | null;
}) {
  const change = useChangeSubscription(subscription.id);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const periodEnd = subscription.current_period_end
    ? formatDate(new Date(subscription.current_period_end))
    : null;
  const live = subscription.status !== "CANCELED";
  const cancelable = live && !subscription.cancel_at_period_end && subscription.overdue === null;

  return (
    <div className="subscription">
      <p className="subscription__option">{optionTitle}</p>
      <p className="card__text">{statusSentence(subscription, periodEnd)}</p>
      {nextOptionTitle && live && periodEnd ? (
        <p className="card__text">
          Switching to {nextOptionTitle} on {periodEnd}.
        </p>
      ) : null}
      {change.isError ? (
        <p className="form-alert" role="alert">
          {change.error instanceof Error
            ? change.error.message
            : "That did not work. Please try again."}
        </p>
      ) : null}
      {cancelable && !confirmingCancel ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setConfirmingCancel(true)}
        >
          Cancel subscription
        </button>
      ) : null}
      {cancelable && confirmingCancel ? (
        <div className="subscription__confirm">
          <p className="card__text">
            You keep access until {periodEnd}; nothing more is charged. Cancel your subscription?
          </p>
          <div className="subscription__actions">
            <button
              type="button"
              className="button button--secondary"
              disabled={change.isPending}
              onClick={() =>
                change.mutate("cancel", { onSuccess: () => setConfirmingCancel(false) })
              }
            >
              Yes, cancel it
            </button>
            <button
              type="button"
              className="button button--secondary"
              disabled={change.isPending}
              onClick={() => setConfirmingCancel(false)}
            >
              Keep subscription
            </button>
          </div>
        </div>
      ) : null}
      {live && subscription.cancel_at_period_end ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={change.isPending}
          onClick={() => change.mutate("resume")}
        >
          Resume subscription
        </button>
      ) : null}
    </div>
  );
}

/** One sentence for where the subscription stands and what happens next. */
function statusSentence(subscription: Subscription, periodEnd: string | null): string {
  const next = subscription.next_charge;
  const nextText = next
    ? `${formatMoney(next.amount, next.currency)} on ${formatDate(new Date(next.at))}`
    : null;
  if (subscription.status === "CANCELED") {
    return periodEnd ? `Ended on ${periodEnd}.` : "Ended.";
  }
  if (subscription.overdue) {
    const { overdue } = subscription;
    const owed = formatMoney(overdue.amount, overdue.currency);
    const until = overdue.access_until
      ? ` You keep access until ${formatDate(new Date(overdue.access_until))}.`
      : "";
    return `Your renewal payment of ${owed} failed.${until} Choose or add a card under Payment and pay it now to keep your subscription.`;
  }
  if (subscription.cancel_at_period_end) {
    return `Canceled. You keep access until ${periodEnd}, and nothing more is charged.`;
  }
  if (subscription.status === "TRIALING") {
    return nextText
      ? `Free trial until ${periodEnd}, then ${nextText}.`
      : `Trial until ${periodEnd}.`;
  }
  return nextText ? `Active. Next payment: ${nextText}.` : "Active.";
}

function PaymentHistory({ orders }: { orders: readonly PaymentHistoryEntry[] }) {
  return (
    <table className="payment-history">
      <caption className="payment-history__caption">Payment history</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Option</th>
          <th scope="col">Amount</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <td>{order.paid_at ? formatDate(new Date(order.paid_at)) : ""}</td>
            <td>
              {order.option_title}
              <span className="payment-history__kind">{kindOf(order)}</span>
            </td>
            <td>{formatMoney(order.amount, order.currency)}</td>
            <td>
              <PaymentStatus order={order} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** "Paid", "Refunded", or "Partly refunded" with what was given back on a line of its own. */
function PaymentStatus({ order }: { order: PaymentHistoryEntry }) {
  const { status, note } = paymentStatus(order);
  return (
    <>
      {status}
      {note ? <span className="payment-history__note">{note}</span> : null}
    </>
  );
}

const kindText: Record<PaymentHistoryEntry["kind"], string> = {
  purchase: "Purchase",
  renewal: "Renewal",
  switch: "Switch",
  gift: "Gift",
};

/** "Gift for Grace, redeemed": a giver sees whether their gift was taken up. */
function kindOf(order: PaymentHistoryEntry): string {
  if (!order.gift) return kindText[order.kind];
  const state = order.gift.redeemed ? "redeemed" : "not redeemed yet";
  return `Gift for ${order.gift.recipient_first_name}, ${state}`;
}

function optionTitle(product: CheckoutProduct, optionId: string): string {
  return product.options.find((option) => option.id === optionId)?.title ?? product.title;
}
