import { TextField } from "@/components/text-field";
import type { FurtherPriceDraft, OptionDraft } from "../utils/product-draft";
import { currencyChoices } from "../utils/product-labels";
import { SelectField } from "./select-field";

/** Another currency the buyer may pay in, first of the ones the option is not priced in yet. */
function nextPrice(option: OptionDraft): FurtherPriceDraft {
  const taken = new Set([option.currency, ...option.prices.map((price) => price.currency)]);
  const currency = ["EUR", "GBP", "USD", ...currencyChoices.map(([code]) => code)].find(
    (code) => !taken.has(code),
  );
  return {
    key: crypto.randomUUID(),
    currency: currency ?? "EUR",
    amount: "",
    trialAmount: "",
    most: "",
  };
}

/** The option's prices in further currencies (docs/decisions/160), each its own row. */
export function FurtherPrices({
  option,
  errorAt,
  onChange,
}: {
  option: OptionDraft;
  errorAt: (index: number, field: string) => string | undefined;
  onChange: (prices: FurtherPriceDraft[]) => void;
}) {
  const edit = (index: number, change: Partial<FurtherPriceDraft>) =>
    onChange(option.prices.map((price, n) => (n === index ? { ...price, ...change } : price)));
  const fixed = option.pricing === "fixed";
  const paidTrial = fixed && option.billing !== "once" && option.trial === "paid";
  return (
    <div className="product-option__prices">
      {option.prices.map((price, n) => (
        <div key={price.key} className="product-option__row">
          <SelectField
            label={`Currency ${n + 2}`}
            value={price.currency}
            choices={currencyChoices}
            onChange={(currency) => edit(n, { currency })}
            error={errorAt(n, "currency")}
          />
          {fixed ? (
            <TextField
              label={`Amount in ${price.currency}`}
              inputMode="decimal"
              value={price.amount}
              onChange={(amount) => edit(n, { amount })}
              error={errorAt(n, "amount")}
            />
          ) : (
            <TextField
              label={`Largest amount in ${price.currency}`}
              optional
              inputMode="decimal"
              value={price.most}
              onChange={(most) => edit(n, { most })}
              error={errorAt(n, "most")}
            />
          )}
          {paidTrial ? (
            <TextField
              label={`Trial price in ${price.currency}`}
              inputMode="decimal"
              value={price.trialAmount}
              onChange={(trialAmount) => edit(n, { trialAmount })}
              error={errorAt(n, "trialAmount")}
            />
          ) : null}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => onChange(option.prices.filter((_, i) => i !== n))}
          >
            Remove<span className="visually-hidden">{` the price in ${price.currency}`}</span>
          </button>
        </div>
      ))}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => onChange([...option.prices, nextPrice(option)])}
      >
        Add a price in another currency
      </button>
    </div>
  );
}
