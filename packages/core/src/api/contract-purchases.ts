import { z } from "zod";

// What the API answers for orders, subscriptions, switches and a buyer's payment history.

// Purchases

/** What the page must do before a charge can finish (principle P8: 3-D Secure). */
export const nextActionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("test_authentication"), charge_id: z.string() }),
  z.object({ type: z.literal("stripe_sdk"), client_secret: z.string() }),
]);
export type NextAction = z.infer<typeof nextActionSchema>;

/** Where an order stands: under way, waiting for the buyer's bank, paid, or refused. */
export const orderStatuses = ["pending", "requires_action", "paid", "failed"] as const;

/** How a sale's tax was treated (docs/decisions/119, 123): core's SALE_TAX_TREATMENTS. */
const taxTreatments = ["taxed", "reverse_charge", "not_registered", "no_rate"] as const;

/**
 * The tax figures of a sale, in minor units of its currency: `amount` (the gross, what is
 * charged) is `net_amount` + `tax_amount` to the unit (docs/decisions/118).
 */
export const saleTaxFigures = z.object({
  net_amount: z.number().int(),
  tax_amount: z.number().int(),
  /** Hundredths of a percent: 2100 is 21 %; 0 unless `treatment` is taxed. */
  rate: z.number().int(),
  /** Where the buyer is, for tax (ISO 3166-1 alpha-2). */
  country: z.string(),
  treatment: z.enum(taxTreatments),
  /** True where the price holds the tax, false where it was added to it. */
  inclusive: z.boolean(),
  /** The summary's tax line: "VAT 21% (Netherlands)", "incl. VAT 21%", "Reverse charge", or null. */
  label: z.string().nullable(),
  /**
   * Whether VIES confirmed the buyer's VAT number (docs/decisions/134): false when it could not
   * be asked, and the sale was then taxed as to a consumer; absent without a number.
   */
  vat_number_verified: z.boolean().optional(),
});
export type SaleTaxFigures = z.infer<typeof saleTaxFigures>;

export const orderResultResponse = z.object({
  order_id: z.string(),
  status: z.enum(orderStatuses),
  product_option_id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  message: z.string().nullable(),
  next_action: nextActionSchema.nullable(),
  /** The order's tax; null when its creator collects none (the amount is then the price). */
  tax: saleTaxFigures.nullable().optional(),
});
export type OrderResult = z.infer<typeof orderResultResponse>;

/** A refused payment: the usual error body, with the order it left behind. */
export const paymentFailedResponse = z.object({
  error: z.literal("PAYMENT_FAILED"),
  message: z.string(),
  order: orderResultResponse,
});

/**
 * Where a subscription stands (product.md §4 "Checkout mode"): TRIALING and ACTIVE are paid up,
 * PAST_DUE has a failed renewal and keeps access while its retries run, CANCELED has ended and
 * counts as no current subscription. Passes and one-time payments are ACTIVE for good.
 */
export const subscriptionStatuses = ["TRIALING", "ACTIVE", "PAST_DUE", "CANCELED"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** A buyer's subscription to one product, as the page shows and manages it. */
export const subscriptionResponse = z.object({
  id: z.string(),
  product_option_id: z.string(),
  status: z.enum(subscriptionStatuses),
  recurring: z.boolean(),
  current_period_start: z.iso.datetime({ offset: true }),
  /** When the paid (or trial) period ends; null for a pass, which never ends. */
  current_period_end: z.iso.datetime({ offset: true }).nullable(),
  trial_end: z.iso.datetime({ offset: true }).nullable(),
  /** Canceled by the buyer: access lasts until current_period_end, then the subscription ends. */
  cancel_at_period_end: z.boolean(),
  /** The next renewal charge; null when none will be made (canceled, ended, or a pass). */
  next_charge: z
    .object({
      at: z.iso.datetime({ offset: true }),
      amount: z.number().int(),
      currency: z.string(),
    })
    .nullable(),
  /** Paused by the buyer: nothing is charged until this date, when the subscription renews. */
  paused_until: z.iso.datetime({ offset: true }).nullable(),
  /** The pauses the store offers this subscription now: for how many periods, and the date each renews on. */
  pause_options: z.array(
    z.object({ periods: z.number().int(), resumes_at: z.iso.datetime({ offset: true }) }),
  ),
  /**
   * What a subscriber who presses Cancel is asked and offered (docs/decisions/178): the store's
   * reasons to choose from, and whether a pause is offered instead (the store offers it and this
   * subscription can pause now, as `pause_options` says).
   */
  cancel_flow: z.object({
    reasons: z.array(z.string()),
    offer_pause: z.boolean(),
    /**
     * Cheaper options of the same product and cycle it may switch to instead, from the next
     * renewal (docs/decisions/182); empty where the store offers none.
     */
    switch_options: z.array(
      z.object({
        product_option_id: z.string(),
        title: z.string(),
        amount: z.number().int(),
        currency: z.string(),
      }),
    ),
    /** The share off its next renewals it may take instead, once (182); null where none. */
    retention_offer: z
      .object({ percent_off: z.number().int(), renewals: z.number().int() })
      .nullable(),
  }),
  /** A retention offer taken: its share, and how many renewals it still covers (182). */
  retention: z
    .object({ percent_off: z.number().int(), renewals_left: z.number().int() })
    .nullable(),
  /** While PAST_DUE: what the buyer owes, and when the next automatic try will be made (null after the last). */
  overdue: z
    .object({
      amount: z.number().int(),
      currency: z.string(),
      next_retry_at: z.iso.datetime({ offset: true }).nullable(),
      access_until: z.iso.datetime({ offset: true }).nullable(),
    })
    .nullable(),
});
export type Subscription = z.infer<typeof subscriptionResponse>;

/** One payment the buyer made at this publisher; failed attempts are never listed. */
export const paymentHistoryEntry = z.object({
  id: z.string(),
  product_option_id: z.string(),
  product_title: z.string(),
  option_title: z.string(),
  /** What the payment was for: the first purchase, a renewal (or an overdue one the buyer paid), a switch's prorated amount, or a gift for someone else. */
  kind: z.enum(["purchase", "renewal", "switch", "gift"]),
  status: z.literal("paid"),
  amount: z.number().int(),
  currency: z.string(),
  /** What a promotion code took off this payment (already out of `amount`), and the code. */
  discount_amount: z.number().int(),
  promotion_code: z.string().nullable(),
  paid_at: z.iso.datetime({ offset: true }).nullable(),
  /** What the publisher has given back of this payment; equal to `amount` when refunded in full. */
  refunded_amount: z.number().int(),
  /** The invoice's number (docs/decisions/131); null for a payment of nothing, which has none. */
  invoice_number: z.string().nullable(),
  /** A gift's recipient (first name only) and whether they redeemed it; null for other payments. */
  gift: z
    .object({
      recipient_first_name: z.string(),
      redeemed: z.boolean(),
    })
    .nullable(),
});
export type PaymentHistoryEntry = z.infer<typeof paymentHistoryEntry>;

/**
 * product.md §3 "after a proration lookup": what switching to an option would cost. `pay_now`
 * says whether switching now is possible (`reason` says why not); `prorate_amount` is what
 * switching now charges today; `next_price` what the option charges each period; `end_date`
 * when the period that a switch now pays for ends (when switching now is not possible, the end
 * of the current period); `later_date` when a switch later takes effect, the end of the current
 * period (core's switchTakesEffect).
 */
export const switchPreviewResponse = z.object({
  product_option_id: z.string(),
  pay_now: z.boolean(),
  prorate_amount: z.number().int(),
  next_price: z.number().int(),
  currency: z.string(),
  end_date: z.iso.datetime({ offset: true }),
  later_date: z.iso.datetime({ offset: true }),
  reason: z.string().nullable(),
  /**
   * Only where the creator collects tax (docs/decisions/126): what a switch now charges today,
   * tax added where prices are meant without it, and the tax of `prorate_amount`.
   */
  due_today: z.number().int().optional(),
  tax: saleTaxFigures.nullable().optional(),
});
export type SwitchPreview = z.infer<typeof switchPreviewResponse>;

/** A switch made now (with the order that paid its prorated amount) or queued for later (no order). */
export const switchResponse = z.object({
  order: orderResultResponse.nullable(),
  subscription: subscriptionResponse,
});
export type SwitchResult = z.infer<typeof switchResponse>;

export const purchaseHistoryResponse = z.object({
  current: z.object({ product_option_id: z.string(), status: z.string() }).nullable(),
  history: z.object({
    next: z.object({ product_option_id: z.string() }).nullable(),
    orders: z.array(paymentHistoryEntry),
  }),
  /** The buyer's subscription to the asked option's product, CANCELED ones included; null when there is none. */
  subscription: subscriptionResponse.nullable(),
});
export type PurchaseHistory = z.infer<typeof purchaseHistoryResponse>;
