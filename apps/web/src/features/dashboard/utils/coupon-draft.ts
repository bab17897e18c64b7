import type { CouponInput } from "@creator-checkout/core/api-routes";
import { type CouponDraft, type DraftErrors, readCouponDraft } from "./coupon-form";

// The "Make a coupon" dialog's state as plain functions (docs/decisions/152): the blank form,
// what a change clears, the options ticked, what a press sends, and what is said once it is made.

const blankPerCurrency = (currencies: readonly string[]) =>
  Object.fromEntries(currencies.map((currency) => [currency, ""]));

/** The catalog's currencies, each once, in a stable order: one amount field per currency. */
export function catalogCurrencies(options: readonly { currency: string }[]): string[] {
  return [...new Set(options.map((option) => option.currency))].sort();
}

/** A new coupon's form: a percentage off the first payment, on every option, with a typed code. */
export function blankCouponDraft(currencies: readonly string[]): CouponDraft {
  return {
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
  };
}

/** The sentences still standing once the fields `cleared` changed: a change answers its own. */
export function withoutErrors(
  errors: DraftErrors,
  cleared: readonly (keyof DraftErrors)[],
): DraftErrors {
  const kept = { ...errors };
  for (const field of cleared) delete kept[field];
  return kept;
}

/** The options ticked once `optionId` is ticked (`on`) or not, in the catalog's order. */
export function toggledOptionIds(
  catalogIds: readonly string[],
  ticked: readonly string[] | null,
  optionId: string,
  on: boolean,
): string[] {
  const chosen = new Set(ticked ?? []);
  if (on) chosen.add(optionId);
  else chosen.delete(optionId);
  return catalogIds.filter((id) => chosen.has(id));
}

export const CODE_OR_GENERATED = "Type the code, or choose a generated one.";

/**
 * What pressing "Make the coupon" sends, or the sentences beside the fields: a generated code
 * ignores whatever was typed in the code field, and a typed one must be there.
 */
export function couponToSend(
  draft: CouponDraft,
  generated: boolean,
): { body: CouponInput } | { errors: DraftErrors } {
  const reading = readCouponDraft(generated ? { ...draft, code: "" } : draft);
  if ("errors" in reading) return reading;
  if (!generated && reading.body.code === undefined) return { errors: { code: CODE_OR_GENERATED } };
  return reading;
}

/** Said once the coupon is made: with its code, or without one (its card offers to add one). */
export function couponMadeSentence(name: string | null, code: string | null): string {
  const named = name ?? "The coupon";
  return code
    ? `${named} is made, with the code ${code}.`
    : `${named} is made without a code: add one on its card.`;
}
