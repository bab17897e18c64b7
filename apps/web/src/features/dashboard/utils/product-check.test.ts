import { describe, expect, it } from "vitest";
import { checkProductDraft } from "./product-check";
import {
  moveOption,
  newOptionDraft,
  newProductDraft,
  type OptionDraft,
  productDraftOf,
} from "./product-draft";

const PRODUCT_ID = "0b1f1b0e-6c55-4a47-9d8a-0c7b4a1f3c11";
const OPTION_ID = "4f3d2c1b-0a9e-4d8c-b7a6-5e4f3d2c1b0a";

function draftWith(option: Partial<OptionDraft>, title = "Studio Club") {
  const draft = newProductDraft(PRODUCT_ID);
  return { ...draft, title, options: [{ ...newOptionDraft("USD", OPTION_ID), ...option }] };
}

describe("a product's form read as the catalog file's product", () => {
  it.each([
    [
      "a monthly plan with a week's free trial",
      {
        title: "Monthly",
        amount: "12",
        trial: "free" as const,
        trialLength: "1",
        trialUnit: "week" as const,
      },
      {
        price: 1200,
        recurring: true,
        interval: "month",
        trial_interval: "week",
        trial_quantity: 1,
        trial_price: null,
      },
    ],
    [
      "a yearly plan with a paid trial, in euros too",
      {
        title: "Yearly",
        amount: "120.50",
        billing: "year" as const,
        trial: "paid" as const,
        trialLength: "1",
        trialUnit: "month" as const,
        trialAmount: "1",
        prices: [{ key: "eur", currency: "EUR", amount: "110", trialAmount: "1", most: "" }],
      },
      {
        price: 12050,
        interval: "year",
        trial_price: 100,
        trial_currency: "USD",
        prices: [{ currency: "EUR", price: 11000, trial_price: 100, max_custom_price: null }],
      },
    ],
    [
      "a one-time pass, whose trial fields are dropped",
      {
        title: "Day pass",
        amount: "1200",
        currency: "JPY",
        billing: "once" as const,
        trial: "free" as const,
      },
      { price: 1200, currency: "JPY", recurring: false, interval: null, trial_interval: null },
    ],
    [
      "a donation whose buyer chooses up to 500",
      { title: "Tip", pricing: "chosen" as const, billing: "once" as const, most: "500" },
      { price: null, max_custom_price: 50000, recurring: false },
    ],
    ["a free option", { title: "Free", amount: "0", billing: "once" as const }, { price: 0 }],
  ])("%s", (_, option, expected) => {
    const { product, errors } = checkProductDraft(draftWith(option));
    expect(errors).toEqual({});
    expect(product.options[0]).toMatchObject({ id: OPTION_ID, ...expected });
  });

  it.each([
    [
      "no title",
      { title: "Monthly", amount: "5" },
      "",
      { title: "Enter a title, up to 200 characters." },
    ],
    [
      "no option title",
      { amount: "5" },
      "Club",
      { "options.0.title": "Enter a title, up to 200 characters." },
    ],
    [
      "no amount",
      { title: "M", amount: "" },
      "Club",
      { "options.0.amount": "Enter an amount such as 5.00." },
    ],
    [
      "cents in yen",
      { title: "M", amount: "1.5", currency: "JPY" },
      "Club",
      { "options.0.amount": "JPY has no minor units: enter a whole amount." },
    ],
    [
      "no cycle",
      { title: "M", amount: "5", every: "0" },
      "Club",
      { "options.0.every": "Enter a whole number of 1 or more." },
    ],
    [
      "too little to choose",
      { title: "M", pricing: "chosen" as const, most: "0.50" },
      "Club",
      { "options.0.most": "Must be at least the minimum custom amount, 1.00." },
    ],
    [
      "a currency twice",
      {
        title: "M",
        amount: "5",
        prices: [{ key: "usd", currency: "USD", amount: "5", trialAmount: "", most: "" }],
      },
      "Club",
      {
        "options.0.prices.0.currency":
          "Each currency may be given once, the option's own included.",
      },
    ],
  ])("says what is wrong beside the field: %s", (_, option, title, expected) => {
    expect(checkProductDraft(draftWith(option, title)).errors).toEqual(expected);
  });

  it("keeps what the form does not show, and reads back what it wrote", () => {
    const product = {
      id: PRODUCT_ID,
      type: "subscription" as const,
      title: "Club",
      translations: { de: { title: "Klub" } },
      pledge_mode: false,
      match_type: null,
      product_label: "Membership",
      custom_text: null,
      newsletter_ids: [OPTION_ID],
      options: [
        {
          ...checkProductDraft(draftWith({ title: "Monthly", amount: "8" })).product.options[0],
          translations: { de: { title: "Monatlich" } },
          short_code: "m",
        },
      ],
    };
    const checked = checkProductDraft(productDraftOf(product as never));
    expect(checked.errors).toEqual({});
    expect(checked.product).toEqual(product);
  });

  it("writes the titles of each language the form holds, and drops a language's titles alone", () => {
    const draft = draftWith({ title: "Monthly", amount: "8" });
    const read = {
      ...checkProductDraft(draft).product,
      translations: {
        de: { title: "Klub", product_label: "Mitgliedschaft" },
        fr: { title: "Club" },
      },
    };
    const edited = {
      ...productDraftOf(read as never),
      languages: [
        { locale: "es" as const, title: " Club de cerámica ", options: { [OPTION_ID]: "Mensual" } },
      ],
    };
    const { product, errors } = checkProductDraft(edited);
    expect(errors).toEqual({});
    expect(product.translations).toEqual({
      de: { product_label: "Mitgliedschaft" },
      es: { title: "Club de cerámica" },
    });
    expect(product.options[0]?.translations).toEqual({ es: { title: "Mensual" } });
  });

  it("reads the languages a product has titles in, and says which title is too long", () => {
    const draft = productDraftOf({
      ...checkProductDraft(draftWith({ title: "Monthly", amount: "8" })).product,
      translations: { fr: { title: "Club" } },
    } as never);
    expect(draft.languages).toEqual([
      { locale: "fr", title: "Club", options: { [OPTION_ID]: "" } },
    ]);
    const long = {
      ...draft,
      languages: [{ locale: "fr" as const, title: "x".repeat(201), options: {} }],
    };
    expect(Object.keys(checkProductDraft(long).errors)).toEqual(["languages.fr.title"]);
  });

  it("moves an option up and down, and not past either end", () => {
    const [a, b] = [newOptionDraft("USD", "a"), newOptionDraft("USD", "b")];
    expect(moveOption([a, b], 1, -1).map((o) => o.id)).toEqual(["b", "a"]);
    expect(moveOption([a, b], 0, -1).map((o) => o.id)).toEqual(["a", "b"]);
    expect(moveOption([a, b], 1, 1).map((o) => o.id)).toEqual(["a", "b"]);
  });
});
