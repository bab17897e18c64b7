import { DEFAULT_PRICE_NOTICE_DAYS, priceMoveRequest } from "@creator-checkout/core/catalog";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Modal } from "@/components/modal";
import { TextField } from "@/components/text-field";
import type { Access } from "../api/back-office";
import { moveToCurrentPrice, type PriceMoveReply } from "../api/store-products";
import { DialogSubmit } from "./dialog-submit";

export interface MovedPrice {
  reply: PriceMoveReply;
  noticeDays: number;
}

/** The notice typed, read by the route's own rules and sentences. */
function readNotice(text: string): { days: number } | { error: string } {
  const typed = text.trim() === "" ? Number.NaN : Number(text.trim());
  const parsed = priceMoveRequest.safeParse({ notice_days: typed });
  if (parsed.success) return { days: parsed.data.notice_days };
  return { error: parsed.error.issues[0]?.message ?? "Give the notice in days." };
}

/**
 * Asks for the notice before an option's subscribers are moved to its current price
 * (docs/decisions/181): nothing is sent until the creator confirms.
 */
export function PriceMoveDialog({
  access,
  option,
  count,
  onMoved,
  onClose,
}: {
  access: Access;
  option: { id: string; title: string; terms: string };
  count: number;
  onMoved: (moved: MovedPrice) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(String(DEFAULT_PRICE_NOTICE_DAYS));
  const [error, setError] = useState<string | null>(null);
  const move = useMutation({
    mutationFn: (noticeDays: number) => moveToCurrentPrice(access, option.id, noticeDays),
    onSuccess: (reply, noticeDays) => onMoved({ reply, noticeDays }),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (move.isPending) return;
    const notice = readNotice(text);
    if ("error" in notice) setError(notice.error);
    else move.mutate(notice.days);
  }
  const who = count === 1 ? "1 subscriber renews" : `${count} subscribers renew`;
  return (
    <Modal title="Move subscribers to this price" onClose={onClose} closeDisabled={move.isPending}>
      <form className="form" onSubmit={submit} noValidate>
        <p>
          {`${who} at an older price of “${option.title}”. Each is e-mailed now and pays ${option.terms} from their first renewal at least the notice below from today; nothing changes for them before.`}
        </p>
        <TextField
          label="Notice in days"
          value={text}
          onChange={(value) => {
            setText(value);
            setError(null);
          }}
          inputMode="numeric"
          autoComplete="off"
          error={error}
          alertsError
          hint="At least 7 days; give more where your law asks for it."
        />
        <DialogSubmit request={move} label="Send the notices" pendingLabel="Sending…" />
      </form>
    </Modal>
  );
}
