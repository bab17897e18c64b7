import { z } from "zod";
import { cancelAnswerSchema } from "../../catalog/cancel-flow";
import {
  orderResultResponse,
  paymentFailedResponse,
  purchaseHistoryResponse,
  saleTaxFigures,
  switchPreviewResponse,
  switchResponse,
} from "../contract";
import { defineRoute } from "../define-route";
import {
  buyerCurrency,
  buyerTaxFields,
  chargeHeaders,
  publisherHeaders,
  uuidParam,
} from "../request-parts";

// product.md §7 "purchase": buying an option, finishing it after 3-D Secure, switching, and the
// buyer's history. A refused payment is a 402 with the processor's reason; 3-D Secure is a 200
// with `next_action`.

const tag = "Purchases";

const optionParams = z.object({ productOptionId: uuidParam() });
const shownAmountError = "prorate_amount must be the amount the preview showed, in minor units.";

export const purchaseProduct = defineRoute({
  method: "POST",
  path: "/api/purchase/product/:productOptionId",
  summary: "Buy an option with the buyer's default card",
  tag,
  caller: "buyer",
  request: {
    headers: chargeHeaders,
    params: optionParams,
    body: z
      .object({
        /** Integer minor units, only for an option whose buyer chooses the amount. */
        custom_price: z.number().nullable().optional(),
        /** The currency the page priced it in; one the option is not sold in is refused. */
        currency: buyerCurrency,
        source_id: z.string().max(255).optional(),
        /** A promotion code; any code that cannot be applied gets one 422 (docs/decisions/095). */
        promotion_code: z.string().max(200).optional(),
        ...buyerTaxFields,
      })
      .default({}),
  },
  responses: { 200: orderResultResponse },
  failures: { 402: paymentFailedResponse },
  errors: [401, 404, 409, 422, 424, 429, 502],
});

export const confirmOrder = defineRoute({
  method: "POST",
  path: "/api/purchase/orders/:orderId/confirm",
  summary: "Finish an order after the buyer's bank confirmed the payment (3-D Secure)",
  tag,
  caller: "buyer",
  request: { headers: publisherHeaders, params: z.object({ orderId: uuidParam() }) },
  responses: { 200: orderResultResponse },
  failures: { 402: paymentFailedResponse },
  errors: [401, 404, 409, 422, 502],
});

export const getPurchaseHistory = defineRoute({
  method: "GET",
  path: "/api/purchase/history",
  summary: "The buyer's current access, subscription and payments at this publisher",
  tag,
  caller: "buyer",
  request: {
    headers: publisherHeaders,
    query: z.object({ product_option_id: uuidParam().optional() }),
  },
  responses: { 200: purchaseHistoryResponse },
  errors: [401],
});

export const previewSwitch = defineRoute({
  method: "GET",
  path: "/api/purchase/switch/:productOptionId",
  summary: "What switching to an option would cost, now or at the end of the period",
  tag,
  caller: "buyer",
  request: {
    headers: publisherHeaders,
    params: optionParams,
    query: z.object({ custom_price: z.coerce.number().int().optional() }),
  },
  responses: { 200: switchPreviewResponse },
  errors: [401, 404, 409, 422, 424],
});

export const switchOption = defineRoute({
  method: "POST",
  path: "/api/purchase/switch/:productOptionId",
  summary: "Switch the buyer's subscription to another option, now or at the end of the period",
  tag,
  caller: "buyer",
  request: {
    headers: chargeHeaders,
    params: optionParams,
    body: z.object({
      pay_now: z.boolean({
        error: "pay_now must be true (switch now) or false (switch later).",
      }),
      custom_price: z.number().int().nullable().optional(),
      source_id: z.string().min(1).max(255).optional(),
      prorate_amount: z
        .number({ error: shownAmountError })
        .int({ error: shownAmountError })
        .min(0, { error: shownAmountError })
        .optional(),
      total: buyerTaxFields.total,
      // Switched to a cheaper option instead of canceling: why the buyer meant to cancel
      // (docs/decisions/182). Only with `pay_now: false`, to an option the cancel step offers.
      cancel_answer: cancelAnswerSchema.optional(),
    }),
  },
  responses: { 200: switchResponse },
  failures: { 402: paymentFailedResponse },
  errors: [401, 404, 409, 422, 424, 502],
});

export const checkPromotionCode = defineRoute({
  method: "POST",
  path: "/api/purchase/promotion-code/:productOptionId",
  summary: "Whether a promotion code applies to an option, and what it takes off",
  description:
    "The page asks before showing a code's line; the purchase checks the code again, with the buyer's own restrictions (first time only, per customer). Any code that cannot be applied gets one 422 (docs/decisions/095); tries are limited per network.",
  tag,
  caller: "anyone",
  request: {
    headers: publisherHeaders,
    params: optionParams,
    body: z.object(
      {
        code: z.string({ error: "Type a code." }).max(200, "Type a code."),
        custom_price: z.number().int().positive().nullable().optional(),
        currency: buyerCurrency,
      },
      { error: "Send { code } as JSON." },
    ),
  },
  responses: {
    200: z.object({
      code: z.string(),
      /** Hundredths of a percent (2000 is 20 %); null for a fixed amount. */
      percent_off: z.number().int().nullable(),
      /** The amount in the option's currency; null for a percentage. */
      amount_off: z.number().int().nullable(),
      currency: z.string(),
      duration: z.enum(["once", "repeating", "forever"]),
      duration_in_months: z.number().int().nullable(),
    }),
  },
  errors: [404, 422, 429],
});

export const quotePurchaseTax = defineRoute({
  method: "POST",
  path: "/api/purchase/tax-quote/:productOptionId",
  summary: "What buying an option costs with its tax, for a country (and a business's VAT number)",
  description:
    "The same computation as the purchase, from the catalog alone, with nothing written: the amount due today (less a promotion code's discount, checked as far as it can be without the buyer), the tax in it or added to it, and the summary's tax line. `tax` is null where the creator collects none, and `amount` is then the price. The purchase checks the card's country too, and may ask the buyer to confirm theirs (409).",
  tag,
  caller: "anyone",
  request: {
    headers: publisherHeaders,
    params: optionParams,
    body: z.object(
      {
        country: buyerTaxFields.country.unwrap(),
        vat_number: buyerTaxFields.vat_number,
        custom_price: z
          .number({ error: "custom_price must be a whole number of minor units (cents)." })
          .int("custom_price must be a whole number of minor units (cents).")
          .positive("custom_price must be more than 0.")
          .nullable()
          .optional(),
        promotion_code: z.string({ error: "Type a code." }).max(200, "Type a code.").optional(),
        currency: buyerCurrency,
      },
      { error: "Send { country } as JSON." },
    ),
  },
  responses: {
    200: z.object({
      /** What is due today, tax added where it is: in minor units of `currency`. */
      amount: z.number().int(),
      currency: z.string(),
      tax: saleTaxFigures.nullable(),
    }),
  },
  errors: [404, 422, 424, 429],
});

const previewCountryMessage = "country must be a two-letter country code, such as DE.";

export const previewPrice = defineRoute({
  method: "GET",
  path: "/api/price-preview/:productOptionId",
  summary: "What an option's checkout shows a buyer from a country, or paying in a currency",
  description:
    "For a creator's own pricing page: the currency the checkout would choose for the country (an explicit `currency` wins and must be one the option is sold in), the price, what is due today and the tax line, computed exactly as the purchase computes them (docs/decisions/160). Where the creator charges tax, a country is needed.",
  tag,
  caller: "anyone",
  request: {
    params: optionParams,
    query: z.object({
      country: z
        .string({ error: previewCountryMessage })
        .regex(/^[A-Za-z]{2}$/, previewCountryMessage)
        .optional(),
      currency: buyerCurrency,
      custom_price: z.coerce
        .number({ error: "custom_price must be a whole number of minor units (cents)." })
        .int("custom_price must be a whole number of minor units (cents).")
        .positive("custom_price must be more than 0.")
        .optional(),
    }),
  },
  responses: {
    200: z.object({
      product_option_id: z.string(),
      /** The currency of every amount here. */
      currency: z.string(),
      /** Every currency the option is sold in, its first first. */
      currencies: z.array(z.string()),
      /** The option's price each period (or once), before tax is added; minor units. */
      price: z.number().int(),
      /** True where the buyer chooses the amount: `price` is then the amount previewed. */
      custom_price: z.boolean(),
      /** What is due today (a trial's price, else the price), tax added where it is. */
      due_today: z.number().int(),
      tax: saleTaxFigures.nullable(),
    }),
  },
  errors: [404, 422, 424],
});
