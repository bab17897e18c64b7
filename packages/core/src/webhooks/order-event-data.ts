import { z } from "zod";
import { orderDiscountFields } from "../discounts/order-discount-fields";
import { SALE_TAX_TREATMENTS } from "../tax/sale-tax";

// What the order events' `data` holds (docs/decisions/079), as the API reference documents it
// and the server builds it: ids, amounts in minor units, and the promotion code an order used.

/** `order.paid`'s `data`, and the start of `order.refunded`'s. */
export const orderEventDataSchema = z.object({
  order_id: z.uuid(),
  kind: z
    .string()
    .describe(
      "What the order paid for: purchase, renewal, overdue_payment, switch, gift or redemption.",
    ),
  user_id: z.uuid(),
  product_option_id: z.uuid(),
  amount: z
    .number()
    .int()
    .describe("What was charged, in minor units: already less `discount_amount`."),
  currency: z.string(),
  subscription_id: z.uuid().nullable(),
  ...orderDiscountFields,
  paid_at: z.iso.datetime({ offset: true }),
  tax: z
    .object({
      net_amount: z.number().int(),
      tax_amount: z.number().int(),
      rate: z.number().int().describe("Hundredths of a percent: 2100 is 21 %."),
      country: z.string().describe("Where the buyer is, for tax (ISO 3166-1 alpha-2)."),
      treatment: z.enum(SALE_TAX_TREATMENTS),
      inclusive: z.boolean(),
    })
    .optional()
    .describe(
      "The tax the order carried, `net_amount` + `tax_amount` = `amount`; absent where the creator collects none.",
    ),
});
export type OrderEventData = z.infer<typeof orderEventDataSchema>;

/** `order.refunded`'s `data`: the order, and this refund of it. */
export const orderRefundedDataSchema = orderEventDataSchema.extend({
  refund: z.object({
    id: z.uuid(),
    amount: z.number().int(),
    currency: z.string(),
    reason: z.string().nullable(),
    refunded_total: z.number().int().describe("What is refunded of the order in all."),
    subscription_ended: z.boolean(),
  }),
});

/** An event as it is sent: `{ type, timestamp, data }`. */
export function webhookEventSchema<Data extends z.ZodType>(type: string, data: Data) {
  return z.object({
    type: z.literal(type),
    timestamp: z.iso.datetime({ offset: true }),
    data,
  });
}
