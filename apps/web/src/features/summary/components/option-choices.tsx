import type { CheckoutOption } from "@creator-checkout/core/catalog";
import { t } from "@creator-checkout/core/i18n";
import { useId } from "react";
import { priceText } from "../utils/price-text";

interface OptionChoicesProps {
  options: readonly CheckoutOption[];
  selectedId: string;
  onSelect: (option: CheckoutOption) => void;
  /** Paid: the options are shown as they were, but no longer offered. */
  disabled?: boolean;
}

/** The options of one tab as a radio group, cheapest first. */
export function OptionChoices({
  options,
  selectedId,
  onSelect,
  disabled = false,
}: OptionChoicesProps) {
  const name = useId();
  return (
    <fieldset className="choices" disabled={disabled}>
      <legend className="visually-hidden">{t("summary.options")}</legend>
      {options.map((option) => (
        <label key={option.id} className="choice">
          <input
            className="choice__input"
            type="radio"
            name={name}
            value={option.id}
            checked={option.id === selectedId}
            onChange={() => onSelect(option)}
          />
          <span className="choice__title">{option.title}</span>
          <span className="choice__price">
            {option.price === null ? t("summary.chooseAmount") : priceText(option.price, option)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
