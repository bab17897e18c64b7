import { type StoreProductSave, storeProductFields } from "@creator-checkout/core/catalog";
import { LARGEST_AMOUNT_MINOR } from "@creator-checkout/core/money";
import { readTypedAmount } from "./amount-input";
import type { LanguageDraft, OptionDraft, PriceDraft, ProductDraft } from "./product-draft";

// A product's form read as the product the server is sent, checked by the catalog file's own
// schema (docs/decisions/174). Errors are keyed by the draft's fields: "title",
// "options.0.amount", "options.1.prices.0.currency".

export type DraftErrors = Record<string, string>;

type Product = StoreProductSave["product"];

class Reader {
  readonly errors: DraftErrors = {};

  amount(text: string, currency: string, key: string, { zero = false, optional = false } = {}) {
    if (optional && text.trim() === "") return null;
    if (zero && /^\s*0*(\.0*)?\s*$/.test(text) && text.trim() !== "") return 0;
    const read = readTypedAmount(text, currency, {
      example: 500,
      most: LARGEST_AMOUNT_MINOR,
      tooMuch: "Enter a smaller amount.",
    });
    if ("amount" in read) return read.amount;
    this.errors[key] ??= read.error;
    return null;
  }

  count(text: string, key: string): number {
    const count = /^\s*\d{1,4}\s*$/.test(text) ? Number(text) : 0;
    if (count < 1) this.errors[key] ??= "Enter a whole number of 1 or more.";
    return Math.max(count, 1);
  }
}

function furtherPrice(reader: Reader, option: OptionDraft, price: PriceDraft, at: string) {
  const fixed = option.pricing === "fixed";
  return {
    currency: price.currency,
    price: fixed
      ? reader.amount(price.amount, price.currency, `${at}.amount`, { zero: true })
      : null,
    trial_price:
      fixed && option.trial === "paid" && option.billing !== "once"
        ? reader.amount(price.trialAmount, price.currency, `${at}.trialAmount`)
        : null,
    max_custom_price: fixed
      ? null
      : reader.amount(price.most, price.currency, `${at}.most`, { optional: true }),
  };
}

type Translations = Partial<Record<string, Record<string, unknown>>>;

/**
 * The translations read, with their titles replaced by the form's: a language the form dropped
 * loses its title and keeps any other field the form does not show.
 */
function withTitles(read: Translations | undefined, titles: Array<[string, string]>) {
  const kept: Translations = {};
  for (const [locale, fields] of Object.entries(read ?? {})) {
    const { title: _title, ...rest } = fields ?? {};
    if (Object.keys(rest).length > 0) kept[locale] = rest;
  }
  for (const [locale, title] of titles) {
    if (title.trim()) kept[locale] = { ...kept[locale], title: title.trim() };
  }
  return kept;
}

function optionOf(reader: Reader, option: OptionDraft, index: number, languages: LanguageDraft[]) {
  const at = `options.${index}`;
  const recurring = option.billing !== "once";
  const trial = recurring && option.trial !== "none";
  const { prices: _p, ...carried } = option.read ?? {};
  return {
    ...carried,
    id: option.id,
    title: option.title.trim(),
    ...furtherPrice(reader, option, option, at),
    recurring,
    interval: recurring ? option.billing : null,
    interval_quantity: recurring ? reader.count(option.every, `${at}.every`) : 1,
    trial_interval: trial ? option.trialUnit : null,
    trial_quantity: trial ? reader.count(option.trialLength, `${at}.trialLength`) : null,
    trial_currency: trial && option.trial === "paid" ? option.currency : null,
    archived: option.archived,
    prices: option.prices.map((price, n) =>
      furtherPrice(reader, option, price, `${at}.prices.${n}`),
    ),
    translations: withTitles(
      option.read?.translations,
      languages.map((language) => [language.locale, language.options[option.id] ?? ""]),
    ),
  };
}

/** Where the schema names a field the form shows under another name. */
const draftField: Record<string, string> = {
  price: "amount",
  max_custom_price: "most",
  trial_price: "trialAmount",
  interval: "every",
  interval_quantity: "every",
  trial_interval: "trialLength",
  trial_quantity: "trialLength",
  trial_currency: "trialAmount",
  id: "title",
};

const sentences: Record<string, string> = {
  title: "Enter a title, up to 200 characters.",
  options: "Give the product at least one option, and at most 50.",
};

const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

/** The draft's key for a schema path: an option's `price` is its `amount` field. */
function keyOf(path: PropertyKey[]): string {
  if (path[0] === "translations") return `languages.${String(path[1])}.title`;
  if (path[0] === "options" && path[2] === "translations") {
    return `languages.${String(path[3])}.options.${String(path[1])}`;
  }
  const named = typeof path.at(-1) === "number" ? path.slice(0, -1) : path;
  const field = String(named.at(-1));
  if (named.length <= 1) return field;
  return [...named.slice(0, -1), draftField[field] ?? field].join(".");
}

/**
 * The product the form says, and each field's error: amounts and counts as typed, then the
 * catalog file's rules. The product is sent only where there are no errors.
 */
export function checkProductDraft(draft: ProductDraft): { product: Product; errors: DraftErrors } {
  const reader = new Reader();
  const { options: _o, ...carried } = draft.read ?? {};
  const candidate = {
    ...carried,
    id: draft.id,
    type: draft.type,
    title: draft.title.trim(),
    translations: withTitles(
      draft.read?.translations,
      draft.languages.map((language) => [language.locale, language.title]),
    ),
    options: draft.options.map((option, index) => optionOf(reader, option, index, draft.languages)),
    newsletter_ids: draft.newsletterIds,
  };
  const checked = storeProductFields.safeParse(candidate);
  if (checked.success) return { product: checked.data, errors: reader.errors };
  for (const issue of checked.error.issues) {
    const key = keyOf(issue.path);
    const field = key.split(".").at(-1) ?? key;
    reader.errors[key] ??= sentences[key] ?? sentences[field] ?? capitalised(issue.message);
  }
  return { product: candidate as Product, errors: reader.errors };
}
