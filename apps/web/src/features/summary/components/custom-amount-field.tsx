import {
  currencyInfo,
  customAmountStep,
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
}

/** The buyer's own amount. It is read when they leave the field or press Enter (product.md §5). */
export function CustomAmountField({
  currency,
  maximumMinor,
  amountMinor,
  onCommit,
}: CustomAmountFieldProps) {
  const inputId = useId();
  const hintId = useId();
  const [draft, setDraft] = useState(() => formatAmountInput(amountMinor, currency));
  const [committedDraft, setCommittedDraft] = useState(draft);
  const minimum = minimumCustomAmountMinor(currency);

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
        Amount
      </label>
      <div className="amount-input">
        <span className="amount-input__currency" aria-hidden="true">
          {currencyInfo(currency).symbol}
        </span>
        <input
          id={inputId}
          className="field__control amount-input__control"
          type="number"
          inputMode="decimal"
          min={formatAmountInput(minimum, currency)}
          max={formatAmountInput(maximumMinor, currency)}
          step={customAmountStep(currency)}
          value={draft}
          aria-describedby={hintId}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === "Enter") commit();
          }}
        />
      </div>
      <p id={hintId} className="field__hint">
        Minimum {formatMoney(minimum, currency)}, maximum {formatMoney(maximumMinor, currency)}
      </p>
    </div>
  );
}
