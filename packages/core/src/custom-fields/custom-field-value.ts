import type { PropertyOption, PropertyType } from "../catalog/entities";
import { t } from "../i18n/active-catalog";

/** The part of a connected property that decides what a valid answer is. */
export interface PropertyRule {
  type: PropertyType;
  options: readonly PropertyOption[];
}

export const addressCountries = ["US", "CA", "Other"] as const;
export type AddressCountry = (typeof addressCountries)[number];

export interface AddressValue {
  country: AddressCountry;
  address1: string;
  address2?: string;
  city: string;
  post_code: string;
  state?: string;
  province?: string;
  region?: string;
}

/** product.md §3: state for the US, province for Canada, region elsewhere. */
export function addressAreaField(country: AddressCountry): "state" | "province" | "region" {
  return country === "US" ? "state" : country === "CA" ? "province" : "region";
}

/** An answer that says nothing: none, blank text or no option ticked. */
export const isBlankAnswer = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

function addressProblem(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return t("customFields.problem.enterAddress");
  const address = value as Record<string, unknown>;
  if (!addressCountries.includes(address.country as AddressCountry))
    return t("customFields.problem.chooseCountry");
  const area = addressAreaField(address.country as AddressCountry);
  for (const field of ["address1", "city", "post_code", area] as const) {
    if (typeof address[field] !== "string" || (address[field] as string).trim() === "") {
      return t("customFields.problem.everyLine");
    }
  }
  for (const [key, part] of Object.entries(address)) {
    if (typeof part !== "string" || part.length > 200) return t("customFields.problem.lineTooLong");
    if (!["country", "address1", "address2", "city", "post_code", area].includes(key)) {
      return t("customFields.problem.noSuchPart", { country: String(address.country), part: key });
    }
  }
  if (!/^\d{3,10}$/.test((address.post_code as string).trim()) && address.country === "US") {
    return t("customFields.problem.numericZip");
  }
  return undefined;
}

/**
 * product.md §3 and 5: whether an answer fits its property's type, with a message a person can act
 * on. A blank answer is "Required" only when the field is required.
 */
export function customFieldProblem(
  rule: PropertyRule,
  value: unknown,
  required: boolean,
): string | undefined {
  if (isBlankAnswer(value)) return required ? t("customFields.problem.required") : undefined;
  const allowed = new Set(rule.options.map((option) => option.value));
  switch (rule.type) {
    case "checkbox":
      return Array.isArray(value) &&
        value.every((v) => typeof v === "string" && allowed.has(v)) &&
        new Set(value).size === value.length
        ? undefined
        : t("customFields.problem.chooseListed");
    case "dropdown":
    case "radio":
      return typeof value === "string" && allowed.has(value)
        ? undefined
        : t("customFields.problem.chooseOneListed");
    case "boolean":
      return value === "yes" || value === "no" ? undefined : t("customFields.problem.yesOrNo");
    case "short_answer":
      return typeof value === "string" && value.length <= 500
        ? undefined
        : t("customFields.problem.tooLong");
    case "url":
      return typeof value === "string" && value.length <= 2048 && isHttpUrl(value)
        ? undefined
        : t("customFields.problem.url");
    case "number":
      return (typeof value === "number" && Number.isFinite(value)) ||
        (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim()))
        ? undefined
        : t("customFields.problem.number");
    case "date":
      return typeof value === "string" && isRealDate(value)
        ? undefined
        : t("customFields.problem.date");
    case "address":
      return addressProblem(value);
  }
}
