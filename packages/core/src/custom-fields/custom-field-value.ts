import type { PropertyOption, PropertyType } from "../catalog/entities";
import { REQUIRED_FIELD_MESSAGE } from "../validation/required";

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

const isBlank = (value: unknown) =>
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
    return "Enter an address.";
  const address = value as Record<string, unknown>;
  if (!addressCountries.includes(address.country as AddressCountry))
    return "Choose US, Canada or Other.";
  const area = addressAreaField(address.country as AddressCountry);
  for (const field of ["address1", "city", "post_code", area] as const) {
    if (typeof address[field] !== "string" || (address[field] as string).trim() === "") {
      return "Fill in every line of the address.";
    }
  }
  for (const [key, part] of Object.entries(address)) {
    if (typeof part !== "string" || part.length > 200) return "An address line is too long.";
    if (!["country", "address1", "address2", "city", "post_code", area].includes(key)) {
      return `An address in ${address.country} has no ${key}.`;
    }
  }
  if (!/^\d{3,10}$/.test((address.post_code as string).trim()) && address.country === "US") {
    return "Enter a numeric ZIP code.";
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
  if (isBlank(value)) return required ? REQUIRED_FIELD_MESSAGE : undefined;
  const allowed = new Set(rule.options.map((option) => option.value));
  switch (rule.type) {
    case "checkbox":
      return Array.isArray(value) &&
        value.every((v) => typeof v === "string" && allowed.has(v)) &&
        new Set(value).size === value.length
        ? undefined
        : "Choose from the listed options.";
    case "dropdown":
    case "radio":
      return typeof value === "string" && allowed.has(value)
        ? undefined
        : "Choose one of the listed options.";
    case "boolean":
      return value === "yes" || value === "no" ? undefined : "Answer yes or no.";
    case "short_answer":
      return typeof value === "string" && value.length <= 500
        ? undefined
        : "Keep the answer under 500 characters.";
    case "url":
      return typeof value === "string" && value.length <= 2048 && isHttpUrl(value)
        ? undefined
        : "Enter a full web address starting with http:// or https://.";
    case "number":
      return (typeof value === "number" && Number.isFinite(value)) ||
        (typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value.trim()))
        ? undefined
        : "Enter a number.";
    case "date":
      return typeof value === "string" && isRealDate(value)
        ? undefined
        : "Enter a real date (YYYY-MM-DD).";
    case "address":
      return addressProblem(value);
  }
}
