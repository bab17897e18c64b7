import { type AddressCountry, addressCountries } from "@creator-checkout/core/custom-fields";
import { t } from "@creator-checkout/core/i18n";
import { type FocusEvent, type HTMLAttributes, useId } from "react";
import type { AddressDraft } from "../utils/field-drafts";
import {
  describedBy,
  FieldError,
  FieldHint,
  type QuestionProps,
  RequiredMark,
} from "./field-parts";

const countryNames = {
  US: "customFields.address.US",
  CA: "customFields.address.CA",
  Other: "customFields.address.Other",
} as const satisfies Record<AddressCountry, string>;

// product.md §3: state for the US, province for Canada, region elsewhere.
const areaLabels = {
  US: "customFields.address.state",
  CA: "customFields.address.province",
  Other: "customFields.address.region",
} as const satisfies Record<AddressCountry, string>;

interface AddressQuestionProps extends QuestionProps {
  value: AddressDraft;
  onChange: (value: AddressDraft) => void;
  /** Called when focus leaves the whole address, not each line: a half-typed address is normal. */
  onBlur: () => void;
}

export function AddressQuestion({
  label,
  hint,
  required,
  error,
  value,
  onChange,
  onBlur,
}: AddressQuestionProps) {
  const notes = { hint, hintId: useId(), error, errorId: useId() };
  const countryId = useId();
  const describe = describedBy(notes);
  const line = (part: keyof Omit<AddressDraft, "country">) => ({
    value: value[part],
    onChange: (text: string) => onChange({ ...value, [part]: text }),
    // Only a required address marks its lines required; an optional one may stay empty.
    required: required && part !== "address2",
    invalid: Boolean(error) && part !== "address2" && value[part].trim() === "",
    describedBy: error ? notes.errorId : undefined,
  });

  function leave(event: FocusEvent<HTMLFieldSetElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur();
  }

  return (
    <fieldset className="field field--group" aria-describedby={describe} onBlur={leave}>
      <legend className="field__label">
        {label}
        <RequiredMark required={required} group />
      </legend>
      <FieldHint {...notes} />
      <div className="address">
        <div className="field address__wide">
          <label className="field__label" htmlFor={countryId}>
            {t("customFields.address.country")}
          </label>
          <select
            id={countryId}
            className="field__control field__select"
            autoComplete="country"
            value={value.country}
            onChange={(event) =>
              onChange({ ...value, country: event.target.value as AddressCountry })
            }
          >
            {addressCountries.map((country) => (
              <option key={country} value={country}>
                {t(countryNames[country])}
              </option>
            ))}
          </select>
        </div>
        <AddressLine
          label={t("customFields.address.line1")}
          autoComplete="address-line1"
          wide
          {...line("address1")}
        />
        <AddressLine
          label={t("customFields.address.line2")}
          optional
          autoComplete="address-line2"
          wide
          {...line("address2")}
        />
        <AddressLine
          label={t("customFields.address.city")}
          autoComplete="address-level2"
          wide
          {...line("city")}
        />
        <AddressLine
          label={t(areaLabels[value.country])}
          autoComplete="address-level1"
          {...line("area")}
        />
        <AddressLine
          label={t(
            value.country === "US" ? "customFields.address.zip" : "customFields.address.postal",
          )}
          autoComplete="postal-code"
          // product.md §3: postal code inputs are numeric. Canadian codes have letters (H2X 1Y4), so
          // there a phone shows its full keyboard.
          inputMode={value.country === "CA" ? "text" : "numeric"}
          {...line("post_code")}
        />
      </div>
      <FieldError {...notes} />
    </fieldset>
  );
}

interface AddressLineProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  required: boolean;
  invalid: boolean;
  describedBy: string | undefined;
  optional?: boolean;
  wide?: boolean;
}

function AddressLine({
  label,
  value,
  onChange,
  autoComplete,
  inputMode,
  required,
  invalid,
  describedBy: errorId,
  optional = false,
  wide = false,
}: AddressLineProps) {
  const inputId = useId();
  return (
    <div className={wide ? "field address__wide" : "field"}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {optional ? <span className="field__optional">{t("customFields.optional")}</span> : null}
      </label>
      <input
        id={inputId}
        className="field__control"
        type="text"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={200}
        required={required}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={invalid ? errorId : undefined}
      />
    </div>
  );
}
