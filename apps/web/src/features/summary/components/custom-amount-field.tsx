import { t } from "@creator-checkout/core/i18n";
import {
  currencySymbol,
  customAmountStep,
  customAmountStepMinor,
  formatAmountInput,
  formatMoney,
  minimumCustomAmountMinor,
  parseCustomAmount,
} from "@creator-checkout/core/money";
import { useId, useState } from "react";

interface CustomAmountFieldProps {
  currency: string;
  maximumMinor: number;
  amountMinor: number;
  onCommit: (amountMinor: number) => void;
  /** The amount is paid: it stays in view but cannot be changed. */
  disabled?: boolean;
}

/**
 * The buyer's own amount. It is read when they leave the field or press Enter (product.md §5),
 * and taken to a whole step there (0.05 in CHF), so the field, the summary and the pay button
 * show the amount the server charges (docs/decisions/066).
 */
export function CustomAmountField({
  currency,
  maximumMinor,
  amountMinor,
  onCommit,
  disabled = false,
}: CustomAmountFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(() => formatAmountInput(amountMinor, currency));
  const [committedDraft, setCommittedDraft] = useState(draft);
  const minimum = minimumCustomAmountMinor(currency);
  const { symbol, after } = currencySymbol(currency);
  const step = customAmountStep(currency);
  // A step coarser than the last digit typed (CHF's 0.05) is named, so rounding is no surprise.
  const limits = {
    minimum: formatMoney(minimum, currency),
    maximum: formatMoney(maximumMinor, currency),
  };
  const hint =
    step === "0.01" || step === "1"
      ? t("summary.amount.hint", limits)
      : t("summary.amount.hintSteps", {
          ...limits,
          step: formatMoney(customAmountStepMinor(currency), currency),
        });

  function commit() {
    if (draft === committedDraft) return;
    const amount = parseCustomAmount(draft, currency, maximumMinor);
    const shown = formatAmountInput(amount, currency);
    setDraft(shown);
    setCommittedDraft(shown);
    onCommit(amount);
  }

  return (
    <div className="field">
      <label className="field__label" htmlFor={inputId}>
        {t("summary.amount.label")}
      </label>
      <div className={after ? "amount-input amount-input--symbol-after" : "amount-input"}>
        <span className="amount-input__currency" aria-hidden="true">
          {symbol}
        </span>
        <input
          id={inputId}
          className="field__control amount-input__control"
          type="number"
          inputMode="decimal"
          min={formatAmountInput(minimum, currency)}
          max={formatAmountInput(maximumMinor, currency)}
          step={step}
          value={draft}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") commit();
          }}
        />
      </div>
      <p id={hintId} className="field__hint">
        {hint}
      </p>
    </div>
  );
}
