import { z } from "zod";
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from "../i18n/locales";
import { isSupportedCurrency } from "../money/currencies";
import { minimumCustomAmountMinor } from "../money/custom-amount";
import { taxSettingsSchema } from "../tax/tax-settings";
import { cancelFlowSchema, NO_CANCEL_FLOW } from "./cancel-flow";
import { translationsOf } from "./translations";

// Entities of product.md §3. Field names follow the spec (snake_case), so the catalog file,
// the API and the page speak the same words. Amounts are integers in minor units (principle P7).

import { authenticationMethods } from "../sign-in/authentication-methods";

export {
  type AuthenticationMethod,
  authenticationMethods,
} from "../sign-in/authentication-methods";

export const productTypes = [
  "pledgeMode",
  "pass",
  "group",
  "subscription",
  "donation",
  "unknown",
] as const;
export type ProductType = (typeof productTypes)[number];

export const intervals = ["day", "week", "month", "year"] as const;
export type Interval = (typeof intervals)[number];

export const propertyTypes = [
  "checkbox",
  "short_answer",
  "url",
  "number",
  "dropdown",
  "address",
  "boolean",
  "radio",
  "date",
] as const;
export type PropertyType = (typeof propertyTypes)[number];

const id = z.uuid({ message: "must be a UUID" });
const currencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, { message: "must be a three-letter ISO 4217 code in capitals" });
const minorUnits = z.number().int({ message: "must be an integer number of minor units" }).min(0);
const positiveCount = z.number().int().min(1);
// Every address a catalog names becomes a link or an image in the buyer's page, where a
// `javascript:` or `data:` address would run or show what the creator never meant; the web's
// own schemes only.
const webAddress = z.url({
  protocol: /^https?$/,
  error: "must be an http:// or https:// address",
});
const secureWebAddress = z.url({ protocol: /^https$/, error: "must be an https:// address" });

/** The most periods a store may let a subscriber pause for. */
export const MAX_PAUSE_PERIODS = 3;

export const publisherSchema = z.object({
  id,
  username: z.string().regex(/^[a-z0-9][a-z0-9_-]{1,38}$/, {
    message: "must be 2 to 39 lowercase letters, digits, '-' or '_'",
  }),
  name: z.string().min(1).max(120),
  // An absolute https URL, or a path on the checkout host (the demo catalog ships its icon);
  // a path never starts with "//", which a browser reads as another host.
  icon: z
    .union([
      secureWebAddress,
      z.string().regex(/^\/(?!\/)[\w./-]+$/, "must be a path on this site, such as /icon.svg"),
    ])
    .nullable()
    .default(null),
  url_terms: webAddress.nullable().default(null),
  primary_urls: z.array(webAddress).default([]),
  contribution_type: z.string().nullable().default(null),
  default_authentication_method: z.enum(["email", "sms"]).default("email"),
  authentication_methods: z.array(z.enum(authenticationMethods)).min(1).default(["email"]),
  // product.md §4 code modes. "required" asks every buyer for a code; "optional" and "hide" let a new
  // buyer register without one (principle P3 still sends existing accounts to the code step).
  otp_mode: z.enum(["required", "optional", "hide"]).default("required"),
  // Where the checkout writes to the creator (a webhook endpoint it had to disable); never shown
  // to buyers.
  contact_email: z.email().max(254).nullable().default(null),
  // The language for a buyer whose browser asks for none the checkout is written in.
  default_locale: z.enum(SUPPORTED_LOCALES).default(DEFAULT_LOCALE),
  // Where the creator collects tax, their legal name and address, and how their prices are
  // meant (docs/decisions/119 and 123); null, the default, collects none and changes nothing.
  tax: taxSettingsSchema.nullable().default(null),
  // The most periods a subscriber may pause a renewing subscription for; 0, the default, offers
  // no pause (docs/decisions/175).
  max_pause_periods: z.number().int().min(0).max(MAX_PAUSE_PERIODS).default(0),
  // What a subscriber who presses Cancel is asked and offered (docs/decisions/178); by default
  // nothing, and the cancel goes through at once.
  cancel_flow: cancelFlowSchema.default(NO_CANCEL_FLOW),
});
/**
 * The publisher as buyer pages see it: without the creator's own contact address, without the
 * default language, which the server reads when it chooses the page's, and without the tax
 * settings, whose figures reach the page through a purchase's quote.
 */
export type Publisher = Omit<
  z.infer<typeof publisherSchema>,
  "contact_email" | "default_locale" | "tax" | "cancel_flow"
>;

/**
 * The option's price in one more currency (docs/decisions/160): the same terms in another
 * currency's minor units. Its price is null exactly where the option's is (the buyer chooses the
 * amount), and it has a trial price exactly where the option has one.
 */
/** More than any creator sells in, and few enough that the page's menu stays short. */
const MAX_CURRENCIES_PER_OPTION = 40;

export const optionPriceSchema = z.object({
  currency: currencyCode,
  price: minorUnits.nullable(),
  trial_price: minorUnits.nullable().default(null),
  max_custom_price: minorUnits.max(2_147_483_647).nullable().default(null),
});
export type OptionPrice = z.infer<typeof optionPriceSchema>;

export const productOptionSchema = z
  .object({
    id,
    type: z.string().default("standard"),
    title: z.string().min(1).max(200),
    translations: translationsOf({ title: z.string().min(1).max(200) }),
    price: minorUnits.nullable(),
    currency: currencyCode.default("USD"),
    recurring: z.boolean().default(false),
    per_seat: z.boolean().default(false),
    interval: z.enum(intervals).nullable().default(null),
    interval_quantity: positiveCount.default(1),
    user_created: z.boolean().default(false),
    short_code: z.string().max(64).nullable().default(null),
    trial_interval: z.enum(intervals).nullable().default(null),
    trial_quantity: positiveCount.nullable().default(null),
    trial_price: minorUnits.nullable().default(null),
    trial_currency: currencyCode.nullable().default(null),
    // The largest amount a buyer may choose where price is null (minor units); 10,000.00 if unset.
    max_custom_price: minorUnits.max(2_147_483_647).nullable().default(null),
    // The option's price in further currencies; `price` and `currency` are its first.
    prices: z.array(optionPriceSchema).max(MAX_CURRENCIES_PER_OPTION).default([]),
    // No longer sold: off the page, refused to new buyers, renewed for its subscribers.
    archived: z.boolean().default(false),
  })
  .superRefine((option, ctx) => {
    refineFurtherPrices(option, ctx);
    if (option.max_custom_price !== null && option.price !== null) {
      ctx.addIssue({
        code: "custom",
        path: ["max_custom_price"],
        message: "only an option without a price lets the buyer choose an amount",
      });
    }
    if (
      option.max_custom_price !== null &&
      option.max_custom_price < minimumCustomAmountMinor(option.currency)
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["max_custom_price"],
        message: "must be at least the minimum custom amount, 1.00",
      });
    }
    if (option.recurring && option.interval === null) {
      ctx.addIssue({
        code: "custom",
        path: ["interval"],
        message: "a recurring option needs an interval",
      });
    }
    if (option.trial_currency !== null && option.trial_currency !== option.currency) {
      ctx.addIssue({
        code: "custom",
        path: ["trial_currency"],
        message: "must be the option's currency",
      });
    }
    if ((option.trial_quantity === null) !== (option.trial_interval === null)) {
      ctx.addIssue({
        code: "custom",
        path: ["trial_interval"],
        message: "trial_interval and trial_quantity go together",
      });
    }
  });
export type ProductOption = z.infer<typeof productOptionSchema>;

type PricedFields = Pick<
  ProductOption,
  "currency" | "price" | "trial_price" | "max_custom_price" | "prices"
>;

function refineFurtherPrices(option: PricedFields, ctx: z.RefinementCtx) {
  const seen = new Set([option.currency]);
  option.prices.forEach((entry, index) => {
    const at = (field: string) => ["prices", index, field];
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: "custom", path: at(field), message });
    if (!isSupportedCurrency(entry.currency)) {
      issue("currency", "must be a currency the checkout can show (ISO 4217)");
    } else if (seen.has(entry.currency)) {
      issue("currency", "each currency may be given once, the option's own included");
    }
    seen.add(entry.currency);
    if ((entry.price === null) !== (option.price === null)) {
      issue("price", "must be null exactly where the option's price is (the buyer chooses)");
    }
    if ((entry.trial_price === null) !== (option.trial_price === null)) {
      issue("trial_price", "must be given exactly where the option has a trial price");
    }
    if (entry.max_custom_price !== null && entry.price !== null) {
      issue("max_custom_price", "only an option without a price lets the buyer choose an amount");
    }
  });
}

export const productSchema = z.object({
  id,
  type: z.enum(productTypes),
  title: z.string().min(1).max(200),
  translations: translationsOf({
    title: z.string().min(1).max(200),
    product_label: z.string().min(1).max(200),
  }),
  pledge_mode: z.boolean().default(false),
  match_type: z.string().nullable().default(null),
  product_label: z.string().nullable().default(null),
  custom_text: z.object({ filename: z.string().nullable() }).nullable().default(null),
  options: z.array(productOptionSchema).min(1),
  newsletter_ids: z.array(id).default([]),
});
export type Product = z.infer<typeof productSchema>;

export const newsletterSchema = z.object({
  id,
  name: z.string().min(1).max(200),
  description: z.string().max(2000).nullable().default(null),
  translations: translationsOf({
    name: z.string().min(1).max(200),
    description: z.string().min(1).max(2000),
  }),
  enabled: z.boolean().default(true),
  integration_label: z.string().nullable().default(null),
  newsletter_order: z.number().int().default(0),
  type: z.enum(["free", "paid"]),
});
export type Newsletter = z.infer<typeof newsletterSchema>;

export const propertyOptionSchema = z.object({
  label: z.string().min(1),
  value: z.string().min(1),
});
export type PropertyOption = z.infer<typeof propertyOptionSchema>;

export const connectedPropertySchema = z.object({
  id,
  label: z.string().min(1).max(200),
  type: z.enum(propertyTypes),
  class: z.string().default("custom"),
  elastic_reference_id: z.string().nullable().default(null),
  options: z.array(propertyOptionSchema).default([]),
  // Each option's label in other languages, by the option's value.
  translations: translationsOf({ options: z.record(z.string(), z.string().min(1).max(200)) }),
});
export type ConnectedProperty = z.infer<typeof connectedPropertySchema>;

export const customFieldSchema = z.object({
  id,
  product_id: id,
  description: z.string().max(2000).nullable().default(null),
  label: z.string().min(1).max(200),
  translations: translationsOf({
    label: z.string().min(1).max(200),
    description: z.string().min(1).max(2000),
  }),
  order: z.number().int().default(0),
  required: z.boolean().default(false),
  connected_property_id: id,
});
export type CustomField = z.infer<typeof customFieldSchema>;
