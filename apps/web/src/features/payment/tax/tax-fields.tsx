import { t } from "@creator-checkout/core/i18n";
import { useId, useMemo, useState } from "react";
import { TextField } from "@/components/text-field";
import { countryChoices, countryName } from "./country-names";
import type { BuyerTax } from "./use-buyer-tax";

/**
 * The country the buyer is in and, for a business, its VAT number: shown only where the creator
 * collects tax. A disagreement with the card's country asks "Yes, I'm in …" here, beside the
 * field that changes it (docs/decisions/129).
 */
export function TaxFields({ tax }: { tax: BuyerTax }) {
  const countryId = useId();
  const language = document.documentElement.lang;
  const choices = useMemo(() => countryChoices(language), [language]);
  const [typed, setTyped] = useState(tax.vatNumber ?? "");
  if (!tax.collects) return null;
  return (
    <div className="tax-fields">
      <div className="field">
        <label className="field__label" htmlFor={countryId}>
          {t("payment.tax.country")}
        </label>
        <select
          id={countryId}
          className="field__control field__select"
          value={tax.country}
          autoComplete="country"
          onChange={(event) => tax.chooseCountry(event.target.value)}
        >
          {choices.map((choice) => (
            <option key={choice.code} value={choice.code}>
              {choice.name}
            </option>
          ))}
        </select>
        {tax.quoteError ? (
          <p className="field__error" role="alert">
            {tax.quoteError}
          </p>
        ) : null}
      </div>
      <label className="option">
        <input
          type="checkbox"
          className="option__input"
          checked={tax.business}
          onChange={(event) => tax.chooseBusiness(event.target.checked)}
        />
        <span>{t("payment.tax.business")}</span>
      </label>
      {tax.business ? (
        <TextField
          label={t("payment.tax.vatNumber")}
          value={typed}
          onChange={setTyped}
          onBlur={() => tax.commitVatNumber(typed)}
          error={tax.vatError}
          autoComplete="off"
          placeholder="NL000099998B57"
        />
      ) : null}
      {tax.asking ? (
        <div className="tax-fields__confirm" role="alert">
          <p>{tax.asking}</p>
          <button type="button" className="button button--secondary" onClick={tax.confirmCountry}>
            {t("payment.tax.confirmCountry", { country: countryName(language, tax.country) })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
