import { PRICE_MODES, type PriceMode } from "@creator-checkout/core/tax";
import { TextField } from "@/components/text-field";
import {
  newRegistration,
  type RegistrationDraft,
  registrationChoices,
  type TaxDraft,
  type TaxErrors,
} from "../utils/tax-draft";
import { SelectField } from "./select-field";

const priceModeLabels: Record<PriceMode, string> = {
  inclusive: "Prices include tax",
  exclusive: "Tax is added to prices",
  location:
    "As buyers expect where they are: added in the US, Canada and India, included elsewhere",
};

type Change = (change: Partial<TaxDraft>) => void;

/** The tax settings' fields; none but the box while the store collects no tax. */
export function TaxFields({
  draft,
  errors,
  onChange,
}: {
  draft: TaxDraft;
  errors: TaxErrors;
  onChange: Change;
}) {
  const text = (field: keyof TaxDraft, label: string, optional = false) => (
    <TextField
      label={label}
      optional={optional}
      value={String(draft[field])}
      onChange={(value) => onChange({ [field]: value })}
      error={errors[field]}
    />
  );
  return (
    <>
      <label className="choice">
        <input
          className="choice__input"
          type="checkbox"
          checked={draft.collect}
          onChange={(event) => onChange({ collect: event.target.checked })}
        />
        <span className="choice__title">Collect tax on what this store sells</span>
      </label>
      {draft.collect ? (
        <>
          {text("legal_name", "Legal name")}
          {text("line1", "Address")}
          {text("line2", "Address, second line", true)}
          <div className="product-option__row">
            {text("city", "City")}
            {text("postal_code", "Postal code", true)}
            {text("country", "Country code")}
          </div>
          <SelectField
            label="How your prices are meant"
            value={draft.price_mode}
            choices={PRICE_MODES.map((mode) => [mode, priceModeLabels[mode]] as const)}
            onChange={(price_mode) => onChange({ price_mode })}
          />
          <Registrations
            registrations={draft.registrations}
            errors={errors}
            onChange={(registrations) => onChange({ registrations })}
          />
        </>
      ) : null}
    </>
  );
}

function Registrations({
  registrations,
  errors,
  onChange,
}: {
  registrations: RegistrationDraft[];
  errors: TaxErrors;
  onChange: (registrations: RegistrationDraft[]) => void;
}) {
  const edit = (key: string, change: Partial<RegistrationDraft>) =>
    onChange(registrations.map((r) => (r.key === key ? { ...r, ...change } : r)));
  return (
    <fieldset className="field--group product-option">
      <legend className="field__label">Where you are registered</legend>
      {registrations.map((registration, n) => (
        <div key={registration.key} className="product-option__row">
          <SelectField
            label={`Registration ${n + 1}`}
            value={registration.country}
            choices={registrationChoices}
            onChange={(country) => edit(registration.key, { country })}
            error={errors[`registrations.${n}.country`]}
          />
          <TextField
            label={`Tax id of registration ${n + 1}`}
            value={registration.tax_id}
            onChange={(tax_id) => edit(registration.key, { tax_id })}
            error={errors[`registrations.${n}.tax_id`]}
          />
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => onChange(registrations.filter((r) => r.key !== registration.key))}
          >
            Remove<span className="visually-hidden">{` registration ${n + 1}`}</span>
          </button>
        </div>
      ))}
      {errors.registrations ? <p className="field__error">{errors.registrations}</p> : null}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => onChange([...registrations, newRegistration("EU")])}
      >
        Add a registration
      </button>
    </fieldset>
  );
}
