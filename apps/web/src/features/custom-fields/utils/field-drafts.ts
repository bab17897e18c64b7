import type { PropertyType } from "@creator-checkout/core/catalog";
import {
  type AddressCountry,
  addressAreaField,
  addressCountries,
} from "@creator-checkout/core/custom-fields";

/**
 * What a form control holds while the buyer edits it (a "draft"), and the answer the API takes
 * (product.md §7 "PUT {me}/properties"). Drafts are plain strings so inputs stay controlled; answers
 * have the shape of each property type, and a blank answer is null ("no answer").
 */
export interface AddressDraft {
  country: AddressCountry;
  address1: string;
  address2: string;
  city: string;
  post_code: string;
  /** State (US), province (CA) or region (Other): one box whose meaning follows the country. */
  area: string;
}

export type FieldDraft = string | readonly string[] | AddressDraft;

export const emptyAddress: AddressDraft = {
  country: "US",
  address1: "",
  address2: "",
  city: "",
  post_code: "",
  area: "",
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/** The draft for a value saved earlier (GET /me custom_properties), or an empty one. */
export function draftFromSaved(type: PropertyType, saved: unknown): FieldDraft {
  switch (type) {
    case "checkbox":
      return Array.isArray(saved) ? saved.filter((v): v is string => typeof v === "string") : [];
    case "number":
      return typeof saved === "number" && Number.isFinite(saved) ? String(saved) : text(saved);
    case "address": {
      if (typeof saved !== "object" || saved === null || Array.isArray(saved)) return emptyAddress;
      const address = saved as Record<string, unknown>;
      const country = addressCountries.includes(address.country as AddressCountry)
        ? (address.country as AddressCountry)
        : "US";
      return {
        country,
        address1: text(address.address1),
        address2: text(address.address2),
        city: text(address.city),
        post_code: text(address.post_code),
        area: text(address[addressAreaField(country)]),
      };
    }
    default:
      return text(saved);
  }
}

const NUMBER = /^-?\d+(\.\d+)?$/;

/** The answer the API takes for a draft; null when the buyer gave none. */
export function answerFromDraft(type: PropertyType, draft: FieldDraft): unknown {
  if (type === "checkbox") {
    const chosen = asList(draft);
    return chosen.length > 0 ? [...chosen] : null;
  }
  if (type === "address") return addressAnswer(asAddress(draft));
  const value = asText(draft).trim();
  if (value === "") return null;
  // product.md §7: a number goes as a number; what is not one is sent as typed, for the check to name.
  if (type === "number" && NUMBER.test(value)) return Number(value);
  return value;
}

function addressAnswer(draft: AddressDraft) {
  const lines = {
    address1: draft.address1.trim(),
    address2: draft.address2.trim(),
    city: draft.city.trim(),
    post_code: draft.post_code.trim(),
    area: draft.area.trim(),
  };
  // A country alone is not an address: with every line empty there is no answer.
  if (Object.values(lines).every((line) => line === "")) return null;
  return {
    country: draft.country,
    address1: lines.address1,
    ...(lines.address2 ? { address2: lines.address2 } : {}),
    city: lines.city,
    post_code: lines.post_code,
    [addressAreaField(draft.country)]: lines.area,
  };
}

export function asText(draft: FieldDraft | undefined): string {
  return typeof draft === "string" ? draft : "";
}

export function asList(draft: FieldDraft | undefined): readonly string[] {
  return Array.isArray(draft) ? draft : [];
}

export function asAddress(draft: FieldDraft | undefined): AddressDraft {
  return typeof draft === "object" && draft !== null && !Array.isArray(draft)
    ? (draft as AddressDraft)
    : emptyAddress;
}
