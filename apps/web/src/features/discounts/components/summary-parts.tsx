import type { DiscountLine } from "@creator-checkout/core/discounts";
import { t } from "@creator-checkout/core/i18n";
import { useEffect, useRef, useState } from "react";
import { announce } from "@/components/live-announcement";
import type { CodeToCheck, PromotionCodeQuery } from "../promotion-code-query";

export { checkPromotionCode } from "../api/check-promotion-code";

import { PromotionCodeField } from "./promotion-code-field";

export interface PromotionCodeProps {
  /** The code in the address, applied or not. */
  addressCode: string | null;
  query: PromotionCodeQuery;
  /** What a typed code is checked for: the option and amount on screen. */
  checkFor: Omit<CodeToCheck, "code">;
  onApplied: (code: string) => void;
  onRemoved: () => void;
  /** The buyer just removed an applied code: "Add promotion code" takes focus from its line. */
  takesFocus?: boolean;
}

/**
 * "Add promotion code" under the order summary, and the field it opens; a code in the address
 * that does not apply shows in the field with the refusal. An applied code is the summary's
 * line instead (DiscountLineItem).
 */
export function PromotionCode({
  addressCode,
  query,
  checkFor,
  onApplied,
  onRemoved,
  takesFocus = false,
}: PromotionCodeProps) {
  const [open, setOpen] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(takesFocus);
  useEffect(() => {
    if (refocus) addButton.current?.focus();
  }, [refocus]);

  if (addressCode !== null && !query.isError) {
    return query.isPending ? (
      <p className="promotion-code__status" role="status">
        {t("discounts.checking", { code: addressCode })}
      </p>
    ) : null;
  }
  if (!open && addressCode === null) {
    return (
      <button
        ref={addButton}
        type="button"
        className="link-button promotion-code__add"
        onClick={() => setOpen(true)}
      >
        {t("discounts.add")}
      </button>
    );
  }
  const close = () => {
    setOpen(false);
    setRefocus(true);
    if (addressCode !== null) onRemoved();
  };
  return (
    <PromotionCodeField
      refusedCode={addressCode}
      refusal={query.error?.message ?? null}
      checkFor={checkFor}
      onApplied={(code) => {
        setOpen(false);
        onApplied(code);
      }}
      onClosed={close}
    />
  );
}

interface DiscountLineItemProps {
  line: DiscountLine;
  /** The line of a code the buyer just applied takes focus from the field it replaces. */
  takesFocus: boolean;
  /** False once paid: the code can no longer be removed. */
  removable: boolean;
  onRemove: () => void;
}

/** The order summary's line for an applied code: "SAVE20 −$4 for 3 months", and Remove. */
export function DiscountLineItem({ line, takesFocus, removable, onRemove }: DiscountLineItemProps) {
  const remove = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takesFocus) remove.current?.focus();
  }, [takesFocus]);
  return (
    <div className="line-item line-item--discount">
      <dt className="line-item__name">
        <span>
          {line.code}
          {removable ? (
            <button
              ref={remove}
              type="button"
              className="link-button line-item__remove"
              aria-label={t("discounts.removeNamed", { code: line.code })}
              onClick={() => {
                announce(t("discounts.removed", { code: line.code }));
                onRemove();
              }}
            >
              {t("discounts.remove")}
            </button>
          ) : null}
        </span>
        {line.lengthText ? <span className="line-item__meta">{line.lengthText}</span> : null}
      </dt>
      <dd className="line-item__amount">{line.amountText}</dd>
    </div>
  );
}
