import type { DiscountDuration } from "@creator-checkout/core/discounts";
import { useId } from "react";
import { TextField } from "@/components/text-field";
import type { CouponOption } from "../api/back-office";
import { toggledOptionIds } from "../utils/coupon-draft";
import type { CouponDraft, DraftErrors } from "../utils/coupon-form";

// The "Make a coupon" form's groups of fields; the dialog holds the draft they show and change.

const durations: ReadonlyArray<{ id: DiscountDuration; label: string }> = [
  { id: "once", label: "Once: the first payment only" },
  { id: "repeating", label: "For a number of months" },
  { id: "forever", label: "Forever: every payment" },
];

/** A change to the form, and the fields whose sentences it answers. */
export type Change = (changes: Partial<CouponDraft>, ...cleared: (keyof DraftErrors)[]) => void;

export interface DraftFieldsProps {
  draft: CouponDraft;
  errors: DraftErrors;
  change: Change;
}

/** What the coupon takes off, a percentage or an amount per currency, and for how long. */
export function DiscountFields({ draft, errors, change }: DraftFieldsProps) {
  return (
    <>
      <fieldset className="choices">
        <legend className="field__label">What it takes off</legend>
        <Choice
          name="kind"
          label="A percentage"
          checked={draft.kind === "percent"}
          onChoose={() => change({ kind: "percent" }, "amountsOff")}
        />
        <Choice
          name="kind"
          label="A fixed amount"
          checked={draft.kind === "amount"}
          onChoose={() => change({ kind: "amount" }, "percentOff")}
        />
      </fieldset>
      {draft.kind === "percent" ? (
        <TextField
          label="Percent off"
          value={draft.percentOff}
          onChange={(percentOff) => change({ percentOff }, "percentOff")}
          inputMode="decimal"
          autoComplete="off"
          hint="From 0.01 to 100, with at most two decimals."
          error={errors.percentOff}
        />
      ) : (
        <PerCurrency
          legend="Amount off in each currency"
          hint="Give at least one. A price in a currency left empty gets no discount."
          field="amountsOff"
          values={draft.amountsOff}
          errors={errors}
          onChange={(amountsOff, currency) =>
            change({ amountsOff }, "amountsOff", `amountsOff.${currency}`)
          }
        />
      )}
      <fieldset className="choices">
        <legend className="field__label">How long, on a subscription</legend>
        {durations.map((duration) => (
          <Choice
            key={duration.id}
            name="duration"
            label={duration.label}
            checked={draft.duration === duration.id}
            onChoose={() => change({ duration: duration.id }, "months")}
          />
        ))}
      </fieldset>
      {draft.duration === "repeating" ? (
        <TextField
          label="Months"
          value={draft.months}
          onChange={(months) => change({ months }, "months")}
          inputMode="numeric"
          autoComplete="off"
          error={errors.months}
        />
      ) : null}
    </>
  );
}

/** How often, until when, for whom, and from what order the coupon applies. */
export function LimitFields({ draft, errors, change }: DraftFieldsProps) {
  return (
    <>
      <TextField
        label="Limit of redemptions"
        optional
        value={draft.limit}
        onChange={(limit) => change({ limit }, "limit")}
        inputMode="numeric"
        autoComplete="off"
        hint="Across all its codes. Leave it empty for no limit."
        error={errors.limit}
      />
      <TextField
        label="Limit per buyer"
        optional
        value={draft.perBuyer}
        onChange={(perBuyer) => change({ perBuyer }, "perBuyer")}
        inputMode="numeric"
        autoComplete="off"
        error={errors.perBuyer}
      />
      <TextField
        label="Redeem by"
        optional
        type="date"
        value={draft.redeemBy}
        onChange={(redeemBy) => change({ redeemBy }, "redeemBy")}
        hint="Its codes work until the end of this day, UTC."
        error={errors.redeemBy}
      />
      <label className="checkbox-field">
        <input
          type="checkbox"
          checked={draft.firstTimeOnly}
          onChange={(event) => change({ firstTimeOnly: event.target.checked })}
        />
        Only on a buyer's first purchase from you
      </label>
      <PerCurrency
        legend="Minimum order (optional)"
        hint="An order below it gets no discount."
        field="minimums"
        values={draft.minimums}
        errors={errors}
        onChange={(minimums, currency) => change({ minimums }, `minimums.${currency}`)}
      />
    </>
  );
}

/** Every option, or the ones ticked, with its sentence when none is. */
export function OptionFields({
  draft,
  errors,
  change,
  options,
}: DraftFieldsProps & { options: readonly CouponOption[] }) {
  const optionsErrorId = useId();
  const catalogIds = options.map((option) => option.id);
  const ticked = new Set(draft.optionIds ?? []);
  const tick = (optionId: string, on: boolean) =>
    change({ optionIds: toggledOptionIds(catalogIds, draft.optionIds, optionId, on) }, "optionIds");
  return (
    <>
      <fieldset className="event-choices">
        <legend className="field__label">Options it applies to</legend>
        <label className="checkbox-field">
          <input
            type="checkbox"
            checked={draft.optionIds === null}
            onChange={(event) =>
              change({ optionIds: event.target.checked ? null : [] }, "optionIds")
            }
          />
          Every option
        </label>
        {draft.optionIds === null
          ? null
          : options.map((option) => (
              <label key={option.id} className="checkbox-field">
                <input
                  type="checkbox"
                  checked={ticked.has(option.id)}
                  onChange={(event) => tick(option.id, event.target.checked)}
                  aria-invalid={errors.optionIds ? true : undefined}
                  aria-describedby={errors.optionIds ? optionsErrorId : undefined}
                />
                {`${option.product_title} · ${option.title}`}
              </label>
            ))}
      </fieldset>
      {errors.optionIds ? (
        <p id={optionsErrorId} className="field__error">
          {errors.optionIds}
        </p>
      ) : null}
    </>
  );
}

/** The coupon's first code: typed, or generated by the server. */
export function FirstCodeFields({
  draft,
  errors,
  change,
  generated,
  onGenerated,
}: DraftFieldsProps & { generated: boolean; onGenerated: (generated: boolean) => void }) {
  return (
    <>
      <fieldset className="choices">
        <legend className="field__label">Its first code</legend>
        <Choice
          name="code"
          label="Type one"
          checked={!generated}
          onChoose={() => onGenerated(false)}
        />
        <Choice
          name="code"
          label="Generate one: 10 characters no one misreads"
          checked={generated}
          onChoose={() => onGenerated(true)}
        />
      </fieldset>
      {generated ? null : (
        <TextField
          label="Code"
          value={draft.code}
          onChange={(code) => change({ code }, "code")}
          autoComplete="off"
          hint="3 to 64 letters, digits and dashes, such as SAVE20. Case does not matter."
          error={errors.code}
        />
      )}
    </>
  );
}

function Choice({
  name,
  label,
  checked,
  onChoose,
}: {
  name: string;
  label: string;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <label className="choice">
      <input
        className="choice__input"
        type="radio"
        name={name}
        checked={checked}
        onChange={onChoose}
      />
      <span className="choice__title">{label}</span>
    </label>
  );
}

/** One optional amount per currency of the catalog, each with its own sentence when it is none. */
function PerCurrency({
  legend,
  hint,
  field,
  values,
  errors,
  onChange,
}: {
  legend: string;
  hint: string;
  field: "amountsOff" | "minimums";
  values: Readonly<Record<string, string>>;
  errors: DraftErrors;
  onChange: (values: Record<string, string>, currency: string) => void;
}) {
  // "At least one currency" is said once, beside the first.
  const whole = field === "amountsOff" ? errors.amountsOff : undefined;
  const first = Object.keys(values)[0];
  return (
    <fieldset className="per-currency">
      <legend className="field__label">{legend}</legend>
      <p className="field__hint">{hint}</p>
      {Object.entries(values).map(([currency, value]) => (
        <TextField
          key={currency}
          label={currency}
          optional
          value={value}
          onChange={(typed) => onChange({ ...values, [currency]: typed }, currency)}
          inputMode="decimal"
          autoComplete="off"
          error={errors[`${field}.${currency}`] ?? (currency === first ? whole : undefined)}
        />
      ))}
    </fieldset>
  );
}
