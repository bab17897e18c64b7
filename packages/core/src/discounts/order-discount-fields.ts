import { z } from "zod";

/** What a promotion code took off an order, as the orders API and the order events say it. */
export const orderDiscountFields = {
  discount_amount: z
    .number()
    .int()
    .describe("What a promotion code took off this order, in minor units; 0 without one."),
  promotion_code: z
    .string()
    .nullable()
    .describe("The promotion code whose discount the order carries; null without one."),
};
