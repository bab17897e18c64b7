import type { Interval, OptionPrice, Product, ProductOption } from "@creator-checkout/core/catalog";
import type { Locale } from "@creator-checkout/core/i18n";
import { formatAmountInput } from "@creator-checkout/core/money";

// A product as its form holds it (docs/decisions/174): amounts as the creator types them, and
// what the form does not show (translations, codes) carried through from the product read.

export type Pricing = "fixed" | "chosen";
export type Billing = "once" | Interval;
export type Trial = "none" | "free" | "paid";

export interface PriceDraft {
  currency: string;
  amount: string;
  trialAmount: string;
  most: string;
}

/** A price in a further currency, keyed for its row in the form. */
export interface FurtherPriceDraft extends PriceDraft {
  key: string;
}

export interface OptionDraft extends PriceDraft {
  id: string;
  title: string;
  pricing: Pricing;
  billing: Billing;
  every: string;
  trial: Trial;
  trialLength: string;
  trialUnit: Interval;
  prices: FurtherPriceDraft[];
  /** No longer sold; its buyers keep it (docs/decisions/177). */
  archived: boolean;
  /** The option as it was read, for the fields the form leaves as they are; null when new. */
  read: ProductOption | null;
}

/** The product's words in one more language (docs/decisions/109): its title and its options'. */
export interface LanguageDraft {
  locale: Locale;
  title: string;
  /** Each option's title in this language, by the option's id; empty reads as the option's own. */
  options: Record<string, string>;
}

export interface ProductDraft {
  id: string;
  title: string;
  type: Product["type"];
  options: OptionDraft[];
  languages: LanguageDraft[];
  /** The store's newsletters a buyer of it may sign up to (docs/decisions/180). */
  newsletterIds: string[];
  read: Product | null;
}

const amountText = (amount: number | null, currency: string) =>
  amount === null ? "" : formatAmountInput(amount, currency);

function priceDraftOf(price: OptionPrice): PriceDraft {
  return {
    currency: price.currency,
    amount: amountText(price.price, price.currency),
    trialAmount: amountText(price.trial_price, price.currency),
    most: amountText(price.max_custom_price, price.currency),
  };
}

function trialOf(option: ProductOption): Trial {
  if (option.trial_interval === null) return "none";
  return option.trial_price === null ? "free" : "paid";
}

export function optionDraftOf(option: ProductOption): OptionDraft {
  return {
    ...priceDraftOf(option),
    id: option.id,
    title: option.title,
    pricing: option.price === null ? "chosen" : "fixed",
    billing: option.recurring && option.interval ? option.interval : "once",
    every: String(option.interval_quantity),
    trial: trialOf(option),
    trialLength: String(option.trial_quantity ?? 7),
    trialUnit: option.trial_interval ?? "day",
    prices: option.prices.map((price) => ({ ...priceDraftOf(price), key: crypto.randomUUID() })),
    archived: option.archived,
    read: option,
  };
}

/** A new option: monthly, in the currency of the product's first option. */
export function newOptionDraft(currency = "USD", id: string = crypto.randomUUID()): OptionDraft {
  return {
    id,
    title: "",
    pricing: "fixed",
    currency,
    amount: "",
    trialAmount: "",
    most: "",
    billing: "month",
    every: "1",
    trial: "none",
    trialLength: "7",
    trialUnit: "day",
    prices: [],
    archived: false,
    read: null,
  };
}

type Titled = { translations: Partial<Record<string, { title?: string }>> };

const titledLocales = (entity: Titled) =>
  Object.entries(entity.translations)
    .filter(([, fields]) => fields?.title)
    .map(([locale]) => locale as Locale);

/** Every language the product or one of its options has a title in. */
function languagesOf(product: Product): LanguageDraft[] {
  const locales = new Set([product, ...product.options].flatMap(titledLocales));
  return [...locales].sort().map((locale) => ({
    locale,
    title: product.translations[locale]?.title ?? "",
    options: Object.fromEntries(
      product.options.map((option) => [option.id, option.translations[locale]?.title ?? ""]),
    ),
  }));
}

export function productDraftOf(product: Product): ProductDraft {
  return {
    id: product.id,
    title: product.title,
    type: product.type,
    options: product.options.map(optionDraftOf),
    languages: languagesOf(product),
    newsletterIds: product.newsletter_ids,
    read: product,
  };
}

export function newProductDraft(id: string = crypto.randomUUID()): ProductDraft {
  const options = [newOptionDraft()];
  return {
    id,
    title: "",
    type: "subscription",
    options,
    languages: [],
    newsletterIds: [],
    read: null,
  };
}

/** The option moved one place up (-1) or down (+1); the page lists options in this order. */
export function moveOption(options: OptionDraft[], index: number, by: -1 | 1): OptionDraft[] {
  const to = index + by;
  if (to < 0 || to >= options.length) return options;
  const moved = [...options];
  [moved[index], moved[to]] = [moved[to] as OptionDraft, moved[index] as OptionDraft];
  return moved;
}
