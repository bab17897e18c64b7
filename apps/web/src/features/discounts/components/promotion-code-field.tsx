import type { AppliedDiscount } from "@creator-checkout/core/discounts";
import { t } from "@creator-checkout/core/i18n";
import { formatMoney } from "@creator-checkout/core/money";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { announce } from "@/components/live-announcement";
import { errorSuggestion } from "@/lib/error-suggestion";
import { checkTypedCode } from "../api/check-promotion-code";
import type { CodeToCheck } from "../promotion-code-query";
import "../discounts.css";

interface PromotionCodeFieldProps {
  /** A code from the address that does not apply, shown with its refusal; null when typing anew. */
  refusedCode: string | null;
  refusal: string | null;
  checkFor: Omit<CodeToCheck, "code">;
  onApplied: (code: string) => void;
  /** Cancel, or Remove for a refused code from the address. */
  onClosed: () => void;
}

/**
 * The promotion code's field: Apply checks the code for the option and amount on screen, and the
 * summary shows its line once it applies. Every refusal is the one sentence the server gives
 * (docs/decisions/095), said as it appears.
 */
export function PromotionCodeField({
  refusedCode,
  refusal,
  checkFor,
  onApplied,
  onClosed,
}: PromotionCodeFieldProps) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const errorId = useId();
  const errorHintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState(refusedCode ?? "");
  const [error, setError] = useState<{ text: string; said: boolean } | null>(
    refusal ? { text: refusal, said: false } : null,
  );
  const [checking, setChecking] = useState(false);
  useEffect(() => {
    // Opened by the buyer: typing starts at once. A refused code from the address takes no focus.
    if (refusedCode === null) input.current?.focus();
  }, [refusedCode]);

  async function apply(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (typed === "") {
      setError({ text: t("discounts.typeCode"), said: true });
      input.current?.focus();
      return;
    }
    setChecking(true);
    try {
      const { discount } = await checkTypedCode(queryClient, { ...checkFor, code: typed });
      announce(t("discounts.applied", { code: discount.code, off: offText(discount) }));
      onApplied(discount.code);
    } catch (cause) {
      setError({ text: cause instanceof Error ? cause.message : String(cause), said: true });
      input.current?.focus();
    } finally {
      setChecking(false);
    }
  }

  const errorHint = errorSuggestion(
    error?.text,
    "apiErrors.PROMOTION_CODE_REFUSED",
    "promotionCode.refusedHint",
  );
  return (
    <form className="promotion-code" onSubmit={apply} noValidate>
      <label className="field__label" htmlFor={inputId}>
        {t("discounts.label")}
      </label>
      <div className="promotion-code__row">
        <input
          ref={input}
          id={inputId}
          className="field__control promotion-code__input"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={64}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            error ? [errorId, errorHint ? errorHintId : null].filter(Boolean).join(" ") : undefined
          }
        />
        <button type="submit" className="button button--secondary" disabled={checking}>
          {t(checking ? "discounts.applying" : "discounts.apply")}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field__error" role={error.said ? "alert" : undefined}>
          {error.text}
        </p>
      ) : null}
      {errorHint ? (
        <p id={errorHintId} className="field__hint">
          {errorHint}
        </p>
      ) : null}
      <button type="button" className="link-button promotion-code__close" onClick={onClosed}>
        {t(refusedCode === null ? "discounts.cancel" : "discounts.removeCode")}
      </button>
    </form>
  );
}

/** "20% off" or "$4.00 off": what the code takes off, said as it applies. */
function offText({ percentOffHundredths, amountsOff }: AppliedDiscount): string {
  if (percentOffHundredths !== null)
    return t("discounts.percentOff", { percent: percentOffHundredths / 100 });
  const [currency, amountMinor] = Object.entries(amountsOff ?? {})[0] ?? [];
  return currency && amountMinor !== undefined
    ? t("discounts.amountOff", { amount: formatMoney(amountMinor, currency) })
    : t("discounts.aDiscount");
}
