import { formatMoney } from "@creator-checkout/core/money";
import { useEffect, useRef, useState } from "react";
import { Card } from "@/components/card";
import { announce } from "@/components/live-announcement";
import { type Access, type ListedOrder, usePublisherOrders } from "../api/back-office";
import { formatInstant, orderStatusLabel } from "../utils/back-office-labels";
import { changesStore } from "../utils/team-access";
import { EmailSearch, LoadMore } from "./email-search";
import { FigureTable } from "./figure-table";
import { RefundDialog, type RefundResult } from "./refund-dialog";

const header = ["Buyer", "Paid for", "Amount", "Created", "Status", "Refund"];

/**
 * The publisher's orders, newest first, with a refund for each paid one. What each order has
 * had refunded comes with the list; a refund made here is shown at once from its answer.
 */
export function OrdersView({ access }: { access: Access }) {
  const [email, setEmail] = useState("");
  const orders = usePublisherOrders(access, email);
  const [refunded, setRefunded] = useState<Record<string, number>>({});
  const [refunding, setRefunding] = useState<ListedOrder | null>(null);
  const table = useRef<HTMLDivElement>(null);
  const [refundedOrderId, setRefundedOrderId] = useState<string | null>(null);

  // A refund of all that was left takes the row's button away: focus goes to the table instead
  // of to the page's start.
  useEffect(() => {
    if (refundedOrderId === null) return;
    if (document.activeElement === document.body) {
      table.current?.querySelector<HTMLElement>(".figure-table")?.focus();
    }
  }, [refundedOrderId]);

  const refundedOf = (order: ListedOrder) =>
    Math.max(refunded[order.id] ?? 0, order.refunded_amount);

  function finishRefund(order: ListedOrder, result: RefundResult) {
    setRefunded((known) => ({ ...known, [order.id]: result.order_refunded_amount }));
    setRefunding(null);
    setRefundedOrderId(result.refund.id);
    announce(
      `Refunded ${formatMoney(result.refund.amount, result.refund.currency)} to ${order.customer.email ?? "the buyer"}.`,
    );
  }

  const rows = (orders.data?.pages ?? []).flatMap((page) => page.data);
  return (
    <Card title="Orders">
      <EmailSearch onSearch={setEmail} />
      {orders.isPending ? (
        <p className="dashboard__status" role="status">
          Reading the orders…
        </p>
      ) : orders.isError ? (
        <p className="form-alert" role="alert">
          {orders.error.message}
        </p>
      ) : (
        <div ref={table} className="back-office__list">
          <FigureTable
            caption={email ? `Orders of ${email}, newest first` : "Orders, newest first"}
            header={header}
            rows={rows.map((order) =>
              orderRow(order, refundedOf(order), changesStore(access.role) ? setRefunding : null),
            )}
            numeric={new Set([2])}
            empty={email ? `No orders of ${email}.` : "No orders yet."}
          />
          <LoadMore
            hasMore={orders.hasNextPage}
            loading={orders.isFetchingNextPage}
            onMore={() => void orders.fetchNextPage()}
          />
        </div>
      )}
      {refunding ? (
        <RefundDialog
          access={access}
          order={refunding}
          refunded={refundedOf(refunding)}
          onRefunded={(result) => finishRefund(refunding, result)}
          onClose={() => setRefunding(null)}
        />
      ) : null}
    </Card>
  );
}

/** A read-only member is offered no refund: `onRefund` is null. */
function orderRow(
  order: ListedOrder,
  refunded: number,
  onRefund: ((order: ListedOrder) => void) | null,
) {
  const buyer = order.customer.email ?? order.customer.phone ?? "Unknown buyer";
  const refundable = onRefund !== null && order.status === "paid" && order.amount > refunded;
  return [
    buyer,
    `${order.product.title} · ${order.option.title}`,
    formatMoney(order.amount, order.currency),
    formatInstant(order.created_at),
    orderStatusLabel(order, refunded),
    refundable ? (
      <button
        key="refund"
        type="button"
        className="button button--secondary button--small"
        onClick={() => onRefund?.(order)}
      >
        Refund<span className="visually-hidden">{` the order of ${buyer}`}</span>
      </button>
    ) : null,
  ];
}
