import type { DiscountDuration } from "@creator-checkout/core/discounts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { announce } from "@/components/live-announcement";
import { Modal } from "@/components/modal";
import { TextField } from "@/components/text-field";
import { ApiError } from "@/lib/api-error";
import { useDebouncedHandler } from "@/lib/use-debounced-handler";
import {
  type Access,
  addPromotionCode,
  backOfficeKey,
  type CouponOption,
  createCoupon,
} from "../api/back-office";
import { type CouponDraft, type DraftErrors, readCouponDraft } from "../utils/coupon-form";
import { DialogSubmit } from "./dialog-submit";

const durations: ReadonlyArray<{ id: DiscountDuration; label: string }> = [
  { id: "once", label: "Once: the first payment only" },
  { id: "repeating", label: "For a number of months" },
  { id: "forever", label: "Forever: every payment" },
];

const blankPerCurrency = (currencies: readonly string[]) =>
  Object.fromEntries(currencies.map((currency) => [currency, ""]));

/**
 * Makes a coupon with its first code, typed or generated. What cannot be read is said beside its
 * field and focus goes to the first such field; the server's refusal of a code beside the code,
 * any other at the form.
 */
export function MakeCouponDialog({
  access,
  options,
  onClose,
}: {
  access: Access;
  options: readonly CouponOption[];
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const currencies = [...new Set(options.map((option) => option.currency))].sort();
  const [draft, setDraft] = useState<CouponDraft>(() => ({
    name: "",
    kind: "percent",
    percentOff: "",
    amountsOff: blankPerCurrency(currencies),
    duration: "once",
    months: "",
    limit: "",
    perBuyer: "",
    redeemBy: "",
    firstTimeOnly: false,
    minimums: blankPerCurrency(currencies),
    optionIds: null,
    code: "",
  }));
  const [generated, setGenerated] = useState(false);
  const [errors, setErrors] = useState<DraftErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const optionsErrorId = useId();

  const make = useMutation({
    mutationFn: async (body: Parameters<typeof createCoupon>[1]) => {
      const coupon = await createCoupon(access, body);
      if (!generated) return { coupon, code: coupon.codes[0]?.code ?? null };
      // The coupon stands without its code if this fails; its card offers to add one.
      const code = await addPromotionCode(access, coupon.id).catch(() => null);
      return { coupon, code: code?.code ?? null };
    },
    onSuccess: async ({ coupon, code }) => {
      await queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "coupons") });
      onClose();
      const name = coupon.name ?? "The coupon";
      announce(
        code
          ? `${name} is made, with the code ${code}.`
          : `${name} is made without a code: add one on its card.`,
      );
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === "PROMOTION_CODE_TAKEN") {
        setErrors({ code: error.message });
        focusFirstError();
      }
    },
  });
  const codeTaken = make.error instanceof ApiError && make.error.code === "PROMOTION_CODE_TAKEN";
  // A double press is one coupon: the press is debounced as Pay is (docs/decisions/084). The
  // error is shown from the mutation's state; the press itself has nothing more to do.
  const bodyToSend = useRef<Parameters<typeof createCoupon>[1]>(undefined);
  const send = useDebouncedHandler(() => make.mutateAsync(bodyToSend.current).catch(() => {}));

  function change(changes: Partial<CouponDraft>, ...cleared: (keyof DraftErrors)[]) {
    setDraft((previous) => ({ ...previous, ...changes }));
    if (cleared.length > 0) {
      setErrors((previous) => {
        const kept = { ...previous };
        for (const field of cleared) delete kept[field];
        return kept;
      });
    }
  }

  function focusFirstError() {
    // After the render that marks the fields: the first field or group in error, in form order.
    requestAnimationFrame(() =>
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (make.isPending) return;
    // A refusal from the last try says nothing of what is typed now.
    make.reset();
    const reading = readCouponDraft(generated ? { ...draft, code: "" } : draft);
    if ("errors" in reading) {
      setErrors(reading.errors);
      focusFirstError();
      return;
    }
    if (!generated && reading.body.code === undefined) {
      setErrors({ code: "Type the code, or choose a generated one." });
      focusFirstError();
      return;
    }
    setErrors({});
    bodyToSend.current = reading.body;
    void send();
  }

  const chosen = new Set(draft.optionIds ?? []);
  function toggleOption(id: string, on: boolean) {
    if (on) chosen.add(id);
    else chosen.delete(id);
    change({ optionIds: options.map((o) => o.id).filter((o) => chosen.has(o)) }, "optionIds");
  }

  return (
    <Modal title="Make a coupon" onClose={onClose} closeDisabled={make.isPending}>
      <form ref={form} className="form" onSubmit={submit} noValidate>
        <TextField
          label="Name"
          optional
          value={draft.name}
          onChange={(name) => change({ name }, "name")}
          autoComplete="off"
          hint="For you; buyers see the code."
          error={errors.name}
        />
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
                    checked={chosen.has(option.id)}
                    onChange={(event) => toggleOption(option.id, event.target.checked)}
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
        <fieldset className="choices">
          <legend className="field__label">Its first code</legend>
          <Choice
            name="code"
            label="Type one"
            checked={!generated}
            onChoose={() => setGenerated(false)}
          />
          <Choice
            name="code"
            label="Generate one: 10 characters no one misreads"
            checked={generated}
            onChoose={() => {
              setGenerated(true);
              change({}, "code");
            }}
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
        <DialogSubmit
          request={{ ...make, isError: make.isError && !codeTaken }}
          label="Make the coupon"
          pendingLabel="Making…"
        />
      </form>
    </Modal>
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
