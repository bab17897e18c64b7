import { describe, expect, it } from "vitest";
import { taxSettingsSchema } from "./tax-settings";

const address = {
  line1: "Keizersgracht 1",
  city: "Amsterdam",
  postal_code: "1015 CJ",
  country: "NL",
};
const settings = (overrides: Record<string, unknown> = {}) => ({
  registrations: [{ country: "EU", tax_id: "NL000099998B57" }],
  legal_name: "Studio Example B.V.",
  legal_address: address,
  ...overrides,
});
const messages = (input: unknown) => {
  const result = taxSettingsSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("a creator's tax settings", () => {
  it("reads a registration under the OSS, inclusive prices by default", () => {
    expect(taxSettingsSchema.parse(settings())).toEqual({
      registrations: [{ country: "EU", tax_id: "NL000099998B57" }],
      legal_name: "Studio Example B.V.",
      legal_address: { ...address, line2: null },
      price_mode: "inclusive",
    });
  });

  it.each([
    [{ country: "eu", tax_id: "EU372000041" }, "EU"], // non-union scheme
    [{ country: " gb ", tax_id: "GB980780684" }, "GB"],
    [{ country: "NO", tax_id: "NO 923 609 016 MVA" }, "NO"],
    [{ country: "CH", tax_id: "CHE-123.456.788 MWST" }, "CH"],
    [{ country: "AU", tax_id: "51 824 753 556" }, "AU"],
    [{ country: "DE", tax_id: "DE129273398" }, "DE"],
    [{ country: "GR", tax_id: "EL094259216" }, "GR"],
  ])("takes the registration %j in %s", (registration, country) => {
    const parsed = taxSettingsSchema.parse(settings({ registrations: [registration] }));
    expect(parsed.registrations[0]?.country).toBe(country);
  });

  it.each(["inclusive", "exclusive", "location"])("takes the price mode %s", (price_mode) => {
    expect(taxSettingsSchema.parse(settings({ price_mode })).price_mode).toBe(price_mode);
  });

  it.each([
    {
      case: "no registration",
      input: settings({ registrations: [] }),
      says: "Name at least one registration, or set tax to null to collect none.",
    },
    {
      case: "a country the checkout collects no tax for",
      input: settings({ registrations: [{ country: "US", tax_id: "12-3456789" }] }),
      says: expect.stringMatching(
        /^Each registration's country must be EU \(the One-Stop Shop\) or one of AT, /,
      ),
    },
    {
      case: "a country's name",
      input: settings({ registrations: [{ country: "Germany", tax_id: "DE129273398" }] }),
      says: expect.stringMatching(/^Each registration's country must be EU/),
    },
    {
      case: "a prototype's name for a country",
      input: settings({ registrations: [{ country: "__proto__", tax_id: "DE129273398" }] }),
      says: expect.stringMatching(/^Each registration's country must be EU/),
    },
    {
      case: "the same country twice",
      input: settings({
        registrations: [
          { country: "EU", tax_id: "NL000099998B57" },
          { country: "eu", tax_id: "NL000099998B57" },
        ],
      }),
      says: "EU is registered twice: name each country once.",
    },
    {
      case: "a member state's number that fails its check digits",
      input: settings({ registrations: [{ country: "NL", tax_id: "NL123456789B01" }] }),
      says: "NL123456789B01 is not a VAT number of Netherlands.",
    },
    {
      case: "another member state's number",
      input: settings({ registrations: [{ country: "NL", tax_id: "DE129273398" }] }),
      says: "DE129273398 is a VAT number of Germany, not of Netherlands.",
    },
    {
      case: "an OSS registration with neither kind of number",
      input: settings({ registrations: [{ country: "EU", tax_id: "12345" }] }),
      says: expect.stringMatching(/^An EU registration's tax id is your member state's VAT number/),
    },
    {
      case: "a tax id with markup",
      input: settings({ registrations: [{ country: "GB", tax_id: "<script>" }] }),
      says: "A tax id is 1 to 40 letters and digits, with spaces, dots or dashes.",
    },
    {
      case: "a tax id of a kilobyte",
      input: settings({ registrations: [{ country: "GB", tax_id: "1".repeat(1024) }] }),
      says: "A tax id is 1 to 40 letters and digits, with spaces, dots or dashes.",
    },
    {
      case: "no legal name",
      input: settings({ legal_name: "  " }),
      says: "Give the legal name your invoices carry.",
    },
    {
      case: "no legal address",
      input: settings({ legal_address: undefined }),
      says: "The legal address is { line1, line2?, city, postal_code?, country }.",
    },
    {
      case: "a legal address without its city",
      input: settings({ legal_address: { ...address, city: "" } }),
      says: "The legal address needs its city.",
    },
    {
      case: "a legal address in a country's name",
      input: settings({ legal_address: { ...address, country: "Netherlands" } }),
      says: "The legal address's country is its two-letter ISO code, such as NL.",
    },
    {
      case: "a price mode it does not know",
      input: settings({ price_mode: "net" }),
      says: "price_mode is inclusive, exclusive or location (exclusive in the US, Canada and India).",
    },
    {
      case: "a field it does not know",
      input: settings({ vat_rate: 0 }),
      says: "vat_rate: not a tax setting; they are registrations, legal_name, legal_address and price_mode.",
    },
    {
      case: "a list for settings",
      input: [],
      says: "tax is { registrations, legal_name, legal_address, price_mode }, or null.",
    },
  ])("refuses $case with a sentence", ({ input, says }) => {
    expect(messages(input)).toContainEqual(says);
  });
});
