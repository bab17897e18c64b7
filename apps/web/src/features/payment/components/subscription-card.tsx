import type { PaymentHistoryEntry, Subscription } from "@creator-checkout/core/api";
import type { CheckoutProduct } from "@creator-checkout/core/catalog";
import { type MessageKey, t } from "@creator-checkout/core/i18n";
import { formatMoney } from "@creator-checkout/core/money";
import { formatDate } from "@creator-checkout/core/pricing";
import { useId, useState } from "react";
import { Card } from "@/components/card";
import { useChangeSubscription } from "../api/change-subscription";
import { usePurchaseHistory } from "../api/get-purchase-history";
import { openInvoice } from "../api/open-invoice";
import { paymentStatus } from "../utils/payment-status";
import { SubscriptionCancel } from "./subscription-cancel";
import { SubscriptionPause } from "./subscription-pause";
import "../subscription.css";

export interface SubscriptionCardProps {
  product: CheckoutProduct;
  /** The option the page is open on: the history is asked for its product. */
  productOptionId: string;
}

/**
 * product.md §4 "Your subscription": where the buyer's subscription to this product stands,
 * cancel at the period's end or resume before it, pause where the store allows, and their
 * payments at this creator. Nothing
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
    <Card title={manageable ? t("payment.subscription.title") : t("payment.history.title")}>
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
          {t("payment.subscription.switching", { option: nextOptionTitle, date: periodEnd })}
        </p>
      ) : null}
      {subscription.retention && live ? (
        <p className="card__text">
          {t("payment.subscription.discounted", {
            percent: subscription.retention.percent_off,
            count: subscription.retention.renewals_left,
          })}
        </p>
      ) : null}
      {change.isError ? (
        <p className="form-alert" role="alert">
          {change.error instanceof Error
            ? change.error.message
            : t("payment.subscription.changeFailed")}
        </p>
      ) : null}
      {cancelable && !confirmingCancel ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setConfirmingCancel(true)}
        >
          {t("payment.subscription.cancel")}
        </button>
      ) : null}
      {cancelable && confirmingCancel ? (
        <SubscriptionCancel
          subscription={subscription}
          periodEnd={periodEnd}
          onDone={() => setConfirmingCancel(false)}
        />
      ) : null}
      {confirmingCancel ? null : <SubscriptionPause subscription={subscription} />}
      {live && subscription.cancel_at_period_end ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={change.isPending}
          onClick={() => change.mutate("resume")}
        >
          {t("payment.subscription.resume")}
        </button>
      ) : null}
    </div>
  );
}

/** One sentence for where the subscription stands and what happens next. */
function statusSentence(subscription: Subscription, periodEnd: string | null): string {
  if (subscription.status === "CANCELED") {
    return periodEnd
      ? t("payment.subscription.endedOn", { date: periodEnd })
      : t("payment.subscription.ended");
  }
  if (subscription.overdue) return overdueSentence(subscription.overdue);
  const date = periodEnd ?? "";
  if (subscription.cancel_at_period_end) return t("payment.subscription.canceled", { date });
  if (subscription.paused_until) {
    return t("payment.subscription.paused", {
      date: formatDate(new Date(subscription.paused_until)),
    });
  }
  const next = subscription.next_charge;
  const charge = next
    ? { amount: formatMoney(next.amount, next.currency), next: formatDate(new Date(next.at)) }
    : null;
  if (subscription.status === "TRIALING") {
    return charge
      ? t("payment.subscription.freeTrial", { date, ...charge })
      : t("payment.subscription.trial", { date });
  }
  return charge ? t("payment.subscription.active", charge) : t("payment.subscription.activeOnly");
}

function overdueSentence(overdue: NonNullable<Subscription["overdue"]>): string {
  const amount = formatMoney(overdue.amount, overdue.currency);
  return overdue.access_until
    ? t("payment.subscription.overdueUntil", {
        amount,
        date: formatDate(new Date(overdue.access_until)),
      })
    : t("payment.subscription.overdue", { amount });
}

function PaymentHistory({ orders }: { orders: readonly PaymentHistoryEntry[] }) {
  const [problem, setProblem] = useState<string | null>(null);
  const captionId = useId();
  const open = (orderId: string, format: "html" | "pdf") => {
    setProblem(null);
    openInvoice(orderId, format).catch((error: unknown) =>
      setProblem(error instanceof Error ? error.message : t("errors.network")),
    );
  };
  return (
    <>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard. */}
      <section className="payment-history-scroll" aria-labelledby={captionId} tabIndex={0}>
        <table className="payment-history">
          <caption id={captionId} className="payment-history__caption">
            {t("payment.history.caption")}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t("payment.history.date")}</th>
              <th scope="col">{t("payment.history.option")}</th>
              <th scope="col">{t("payment.history.amount")}</th>
              <th scope="col">{t("payment.history.status")}</th>
              <th scope="col">{t("payment.history.invoice")}</th>
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
                <td>
                  {order.invoice_number ? (
                    <InvoiceLinks
                      number={order.invoice_number}
                      open={(format) => open(order.id, format)}
                    />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {problem ? <p role="alert">{problem}</p> : null}
    </>
  );
}

/** The invoice as a page (named by its number) and as a PDF, each opened in a new tab. */
function InvoiceLinks({
  number,
  open,
}: {
  number: string;
  open: (format: "html" | "pdf") => void;
}) {
  return (
    <span className="payment-history__invoice">
      <button type="button" className="link-button" onClick={() => open("html")}>
        {number}
      </button>
      <button
        type="button"
        className="link-button"
        aria-label={t("payment.history.invoicePdfLabel", { number })}
        onClick={() => open("pdf")}
      >
        {t("payment.history.invoicePdf")}
      </button>
    </span>
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

const kindText = {
  purchase: "payment.history.purchase",
  renewal: "payment.history.renewal",
  switch: "payment.history.switch",
  gift: "payment.history.gift",
} as const satisfies Record<PaymentHistoryEntry["kind"], MessageKey>;

/** "Gift for Grace, redeemed": a giver sees whether their gift was taken up. */
function kindOf(order: PaymentHistoryEntry): string {
  if (!order.gift) return t(kindText[order.kind]);
  const name = order.gift.recipient_first_name;
  return order.gift.redeemed
    ? t("payment.history.giftRedeemed", { name })
    : t("payment.history.giftWaiting", { name });
}

function optionTitle(product: CheckoutProduct, optionId: string): string {
  return product.options.find((option) => option.id === optionId)?.title ?? product.title;
}
