import { formatAmountInput, formatMoney } from "@creator-checkout/core/money";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import { Modal } from "@/components/modal";
import { TextField } from "@/components/text-field";
import { useDebouncedHandler } from "@/lib/use-debounced-handler";
import { type Access, type ListedOrder, refundOrder } from "../api/back-office";
import { readRefundAmount } from "../utils/refund-amount-input";
import { DialogSubmit } from "./dialog-submit";

export type RefundResult = Awaited<ReturnType<typeof refundOrder>>;

/**
 * Confirms a refund of `order`, by default of all that is left of it. One Idempotency-Key for
 * the life of the dialog: a second press, or a retry after the processor could not be reached,
 * is the same refund, never another; the press is debounced as Pay is (docs/decisions/084,
 * 087).
 */
export function RefundDialog({
  access,
  order,
  refunded,
  onRefunded,
  onClose,
}: {
  access: Access;
  order: ListedOrder;
  refunded: number;
  onRefunded: (result: RefundResult) => void;
  onClose: () => void;
}) {
  const left = order.amount - refunded;
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [text, setText] = useState(() => formatAmountInput(left, order.currency));
  const [endSubscription, setEndSubscription] = useState(false);
  const [amountError, setAmountError] = useState<string | null>(null);
  const refund = useMutation({
    mutationFn: (amount: number) =>
      refundOrder(access, order, idempotencyKey, {
        amount,
        ...(order.subscription_id ? { cancel_subscription: endSubscription } : {}),
      }),
    onSuccess: onRefunded,
  });
  // The error is shown from the mutation's state; the press itself has nothing more to do.
  const amountToSend = useRef(0);
  const send = useDebouncedHandler(() => refund.mutateAsync(amountToSend.current).catch(() => {}));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (refund.isPending) return;
    const reading = readRefundAmount(text, order.currency, left);
    if ("error" in reading) {
      setAmountError(reading.error);
      return;
    }
    amountToSend.current = reading.amount;
    void send();
  }

  return (
    <Modal title="Refund this order" onClose={onClose} closeDisabled={refund.isPending}>
      <form className="form" onSubmit={submit} noValidate>
        <p>
          {`${order.customer.email ?? order.customer.phone ?? "The buyer"} paid ${formatMoney(order.amount, order.currency)} for ${order.product.title} · ${order.option.title}.`}
          {refunded > 0 ? ` ${formatMoney(refunded, order.currency)} is refunded already.` : null}
        </p>
        <TextField
          label={`Amount to refund (${order.currency})`}
          value={text}
          onChange={(value) => {
            setText(value);
            setAmountError(null);
          }}
          inputMode="decimal"
          autoComplete="off"
          error={amountError}
          alertsError
          hint={`At most ${formatMoney(left, order.currency)}.`}
        />
        {order.subscription_id ? (
          <label className="checkbox-field">
            <input
              type="checkbox"
              checked={endSubscription}
              onChange={(event) => setEndSubscription(event.target.checked)}
            />
            Also end the subscription now
          </label>
        ) : null}
        <DialogSubmit request={refund} label="Refund" pendingLabel="Refunding…" />
      </form>
    </Modal>
  );
}
