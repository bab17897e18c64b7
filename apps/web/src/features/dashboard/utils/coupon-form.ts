import type { CouponInput } from "@creator-checkout/core/api-routes";
import {
  CODE_SHAPE_MESSAGE,
  type DiscountDuration,
  normalizePromotionCode,
} from "@creator-checkout/core/discounts";
import { formatMoney, LARGEST_AMOUNT_MINOR } from "@creator-checkout/core/money";
import { readTypedAmount } from "./amount-input";

// The Discounts page's forms as typed, read into what the publisher API takes, with a sentence
// beside each field that cannot be read. The server checks it all again with its own sentences.

/** A coupon's form as the creator typed it; amounts are per currency, in major units. */
export interface CouponDraft {
  name: string;
  kind: "percent" | "amount";
  percentOff: string;
  amountsOff: Readonly<Record<string, string>>;
  duration: DiscountDuration;
  months: string;
  limit: string;
  perBuyer: string;
  /** YYYY-MM-DD, or empty for none. */
  redeemBy: string;
  firstTimeOnly: boolean;
  minimums: Readonly<Record<string, string>>;
  /** Null for every option. */
  optionIds: readonly string[] | null;
  /** Empty for a generated code. */
  code: string;
}

/** The form's fields a sentence can be said beside; an amount's is `amountsOff.USD`. */
export type DraftField =
  | "name"
  | "percentOff"
  | "amountsOff"
  | "months"
  | "limit"
  | "perBuyer"
  | "redeemBy"
  | "optionIds"
  | "code"
  | `amountsOff.${string}`
  | `minimums.${string}`;

export type DraftErrors = Partial<Record<DraftField, string>>;

export type DraftReading = { body: CouponInput } | { errors: DraftErrors };

const PERCENT_TEXT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;
const PERCENT_MESSAGE = "Enter a percentage from 0.01 to 100, such as 20 or 12.5.";
const MOST_MONTHS = 1200;
const MOST_COUNT = 1_000_000_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "12.5" as 12.5, read from its digits so that no float creeps in. */
export function readPercentOff(text: string): { value: number } | { error: string } {
  const typed = text.trim().replace(/\s*%$/, "").replace(",", ".");
  const match = PERCENT_TEXT.exec(typed);
  if (!match) {
    return /^\d+\.\d{3,}$/.test(typed)
      ? { error: "Enter at most two decimals, such as 12.5 or 33.33." }
      : { error: PERCENT_MESSAGE };
  }
  const hundredths = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  if (hundredths < 1 || hundredths > 10_000) return { error: PERCENT_MESSAGE };
  return { value: hundredths / 100 };
}

/** A whole number of at least 1 and at most `most`; empty is none (null). */
export function readCount(
  text: string,
  most: number = MOST_COUNT,
): { value: number | null } | { error: string } {
  const typed = text.trim().replace(/,/g, "");
  if (typed === "") return { value: null };
  const value = /^\d+$/.test(typed) ? Number(typed) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > most) {
    return { error: `Enter a whole number from 1 to ${most.toLocaleString("en-US")}.` };
  }
  return { value };
}

/**
 * A redeem-by day as the instant the publisher API takes: the end of that day in UTC, the day
 * the dashboard shows every date in (docs/decisions/101). Empty is none (null).
 */
export function readRedeemBy(day: string): { value: string | null } | { error: string } {
  const typed = day.trim();
  if (typed === "") return { value: null };
  const instant = `${typed}T23:59:59Z`;
  // Date.parse rolls 2027-02-30 over to March: a real day is the day it reads back as.
  const date = new Date(instant);
  const readBack = Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
  if (!DAY.test(typed) || readBack !== typed) {
    return { error: "Enter a date such as 2027-01-31." };
  }
  return { value: instant };
}

/** The day a redeem-by instant falls on in UTC, as a date field holds it; empty for none. */
export const redeemByDay = (instant: string | null) => (instant ? instant.slice(0, 10) : "");

/** A code as typed, when one is: its shape is the server's, and so is its sentence. */
export function readCode(text: string): { value: string | null } | { error: string } {
  const typed = text.trim();
  if (typed === "") return { value: null };
  return normalizePromotionCode(typed) === null ? { error: CODE_SHAPE_MESSAGE } : { value: typed };
}

/** Every amount typed per currency, read into minor units; the empty ones left out. */
function readPerCurrency(
  typed: Readonly<Record<string, string>>,
  field: "amountsOff" | "minimums",
  errors: DraftErrors,
): Record<string, number> | null {
  const amounts: Record<string, number> = {};
  for (const [currency, text] of Object.entries(typed)) {
    if (text.trim() === "") continue;
    const reading = readTypedAmount(text, currency, {
      example: 500,
      most: LARGEST_AMOUNT_MINOR,
      tooMuch: `Enter at most ${formatMoney(LARGEST_AMOUNT_MINOR, currency)}.`,
    });
    if ("error" in reading) errors[`${field}.${currency}`] = reading.error;
    else amounts[currency] = reading.amount;
  }
  return Object.keys(amounts).length > 0 ? amounts : null;
}

/** The coupon the draft describes, as `POST /api/publisher/coupons` takes it, or what is wrong. */
export function readCouponDraft(draft: CouponDraft): DraftReading {
  const errors: DraftErrors = {};
  const body: CouponInput = {
    duration: draft.duration,
    first_time_only: draft.firstTimeOnly,
  };
  const name = draft.name.trim();
  if (name.length > 200) errors.name = "Enter a name of at most 200 characters.";
  else if (name) body.name = name;

  if (draft.kind === "percent") {
    const percent = readPercentOff(draft.percentOff);
    if ("error" in percent) errors.percentOff = percent.error;
    else body.percent_off = percent.value;
  } else {
    const amounts = readPerCurrency(draft.amountsOff, "amountsOff", errors);
    if (amounts) body.amounts_off = amounts;
    else if (!Object.keys(errors).some((field) => field.startsWith("amountsOff."))) {
      errors.amountsOff = "Enter the amount off in at least one currency.";
    }
  }

  if (draft.duration === "repeating") {
    const months = readCount(draft.months, MOST_MONTHS);
    if ("error" in months) errors.months = months.error;
    else if (months.value === null) errors.months = "Enter for how many months it lasts.";
    else body.duration_in_months = months.value;
  }

  const limit = readCount(draft.limit);
  if ("error" in limit) errors.limit = limit.error;
  else if (limit.value !== null) body.max_redemptions = limit.value;
  const perBuyer = readCount(draft.perBuyer);
  if ("error" in perBuyer) errors.perBuyer = perBuyer.error;
  else if (perBuyer.value !== null) body.max_redemptions_per_customer = perBuyer.value;
  const redeemBy = readRedeemBy(draft.redeemBy);
  if ("error" in redeemBy) errors.redeemBy = redeemBy.error;
  else if (redeemBy.value !== null) body.redeem_by = redeemBy.value;

  const minimums = readPerCurrency(draft.minimums, "minimums", errors);
  if (minimums) body.minimum_amounts = minimums;
  if (draft.optionIds !== null) {
    if (draft.optionIds.length === 0) errors.optionIds = "Choose at least one option.";
    else body.product_option_ids = [...draft.optionIds];
  }
  const code = readCode(draft.code);
  if ("error" in code) errors.code = code.error;
  else if (code.value !== null) body.code = code.value;

  return Object.keys(errors).length > 0 ? { errors } : { body };
}
