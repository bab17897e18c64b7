import {
  EU_OSS,
  type PriceMode,
  TAX_COUNTRIES,
  type TaxSettings,
  taxSettingsSchema,
} from "@creator-checkout/core/tax";

// The tax settings as the Tax section's form holds them (docs/decisions/119, 174): empty text
// for an optional line, each registration keyed for its row.

export interface RegistrationDraft {
  key: string;
  country: string;
  tax_id: string;
}

export interface TaxDraft {
  collect: boolean;
  legal_name: string;
  line1: string;
  line2: string;
  city: string;
  postal_code: string;
  country: string;
  price_mode: PriceMode;
  registrations: RegistrationDraft[];
}

export type TaxErrors = Partial<Record<string, string>>;

export const newRegistration = (country = "NL"): RegistrationDraft => ({
  key: crypto.randomUUID(),
  country,
  tax_id: "",
});

export function taxDraftOf(tax: TaxSettings | null): TaxDraft {
  const address = tax?.legal_address;
  return {
    collect: tax !== null,
    legal_name: tax?.legal_name ?? "",
    line1: address?.line1 ?? "",
    line2: address?.line2 ?? "",
    city: address?.city ?? "",
    postal_code: address?.postal_code ?? "",
    country: address?.country ?? "",
    price_mode: tax?.price_mode ?? "inclusive",
    registrations: (tax?.registrations ?? [{ country: "NL", tax_id: "" }]).map((r) => ({
      ...r,
      key: crypto.randomUUID(),
    })),
  };
}

/** The countries a registration may name: the One-Stop Shop, then every country with rates. */
export const registrationChoices: ReadonlyArray<readonly [string, string]> = [
  [EU_OSS, "EU One-Stop Shop (all 27 member states)"],
  ...[...TAX_COUNTRIES].map(([code, { name }]) => [code, `${name} (${code})`] as const),
];

const orNull = (text: string) => text.trim() || null;

/** Where the schema's path names a field the form shows by another key. */
function keyOf(path: PropertyKey[]): string {
  if (path[0] === "legal_address") return String(path[1] ?? "line1");
  if (path[0] === "registrations" && path.length >= 3) return path.join(".");
  return String(path[0] ?? "legal_name");
}

/** The settings the form says (null: collect none), and each field's error in the schema's words. */
export function checkTaxDraft(draft: TaxDraft): { tax: TaxSettings | null; errors: TaxErrors } {
  if (!draft.collect) return { tax: null, errors: {} };
  const checked = taxSettingsSchema.safeParse({
    registrations: draft.registrations.map(({ country, tax_id }) => ({ country, tax_id })),
    legal_name: draft.legal_name,
    legal_address: {
      line1: draft.line1,
      line2: orNull(draft.line2),
      city: draft.city,
      postal_code: orNull(draft.postal_code),
      country: draft.country,
    },
    price_mode: draft.price_mode,
  });
  if (checked.success) return { tax: checked.data, errors: {} };
  const errors: TaxErrors = {};
  for (const issue of checked.error.issues) errors[keyOf(issue.path)] ??= issue.message;
  return { tax: null, errors };
}
