import { t } from "@creator-checkout/core/i18n";
import { useEffect, useRef, useState } from "react";
import { announce } from "@/components/live-announcement";
import type { PaymentMethod } from "../api/get-payment-methods";
import type { CardProvider } from "../card-provider";
import { cardName } from "../utils/card-brands";
import { AddCardModal } from "./add-card-modal";

/**
 * Add Card and its dialog. A saved card is chosen to pay with and said; focus, back on Add
 * Card, is kept in view though the new card's row has pushed the button down (WCAG 2.4.7,
 * docs/decisions/072).
 */
export function AddCard({
  CardFields,
  disabled,
  onAdded,
}: {
  CardFields: CardProvider["CardFields"];
  disabled: boolean;
  onAdded: (sourceId: string) => void;
}) {
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<PaymentMethod | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (added === null) return;
    button.current?.scrollIntoView({ block: "nearest" });
    announce(t("payment.addCard.added", { card: cardName(added) }));
  }, [added]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--secondary add-card-button"
        disabled={disabled}
        onClick={() => setAdding(true)}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path
            d="M10 4v12M4 10h12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {t("payment.addCard.open")}
      </button>
      {adding ? (
        <AddCardModal
          CardFields={CardFields}
          onClose={() => setAdding(false)}
          onAdded={(method) => {
            onAdded(method.id);
            setAdded(method);
            setAdding(false);
          }}
        />
      ) : null}
    </>
  );
}
