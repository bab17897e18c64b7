import { z } from "zod";

// Moving an option's existing subscribers to its current price (docs/decisions/181): with notice,
// at a renewal at least that far off, never at once.

/** The shortest notice a subscriber is given before a renewal charges a new price. */
export const MIN_PRICE_NOTICE_DAYS = 7;
/** The longest notice a move may give: a year, beyond which no cycle we sell needs more. */
export const MAX_PRICE_NOTICE_DAYS = 365;
/** What the dashboard offers first: a month, which covers what most consumer laws ask. */
export const DEFAULT_PRICE_NOTICE_DAYS = 30;

export const priceMoveRequest = z.strictObject({
  notice_days: z
    .int({ message: "Give the notice as a whole number of days." })
    .min(MIN_PRICE_NOTICE_DAYS, {
      message: `Give your subscribers at least ${MIN_PRICE_NOTICE_DAYS} days of notice.`,
    })
    .max(MAX_PRICE_NOTICE_DAYS, {
      message: `A notice may be at most ${MAX_PRICE_NOTICE_DAYS} days.`,
    })
    .default(DEFAULT_PRICE_NOTICE_DAYS),
});
export type PriceMoveRequest = z.infer<typeof priceMoveRequest>;

export const priceMoveReply = z.object({
  /** Subscribers told of the new price now, each moving at their first renewal after the notice. */
  scheduled: z.int(),
  /** Subscribers already paying the current price, or already told of it. */
  unchanged: z.int(),
  /** Subscribers in a currency the option no longer has a price in, who keep what they pay. */
  without_price: z.int(),
});
export type PriceMoveReply = z.infer<typeof priceMoveReply>;
