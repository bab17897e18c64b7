import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { publishers } from "./catalog";
import { timestamps } from "./columns";
import { orders } from "./orders";
import { users } from "./sign-in";

/**
 * A creator's discount (docs/decisions/092-095): a share of the price or a fixed amount per
 * currency, for how long, and who may use it. Buyers never see a coupon, only its codes.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    name: text("name"),
    // Hundredths of a percent (2000 is 20 %), or minor units per currency: one of the two.
    percent_off: integer("percent_off"),
    amounts_off: jsonb("amounts_off").$type<Record<string, number>>(),
    duration: text("duration", { enum: ["once", "repeating", "forever"] }).notNull(),
    duration_in_months: integer("duration_in_months"),
    max_redemptions: integer("max_redemptions"),
    max_redemptions_per_customer: integer("max_redemptions_per_customer"),
    redeem_by: timestamp("redeem_by", { withTimezone: true }),
    first_time_only: boolean("first_time_only").notNull().default(false),
    minimum_amounts: jsonb("minimum_amounts").$type<Record<string, number>>(),
    // The options it applies to; null for every option of the creator.
    product_option_ids: uuid("product_option_ids").array(),
    // Redemptions held now (reserved by a purchase under way, or paid), counted under the
    // coupon's row lock in the purchase's transaction, so max_redemptions holds under any load.
    times_redeemed: integer("times_redeemed").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("coupons_publisher_idx").on(t.publisher_id, t.created_at),
    check(
      "coupons_one_kind_of_discount",
      sql`(${t.percent_off} IS NULL) <> (${t.amounts_off} IS NULL)`,
    ),
    check(
      "coupons_percent_off_range",
      sql`${t.percent_off} IS NULL OR (${t.percent_off} > 0 AND ${t.percent_off} <= 10000)`,
    ),
    check(
      "coupons_months_with_repeating",
      sql`(${t.duration} = 'repeating') = (${t.duration_in_months} IS NOT NULL)`,
    ),
    check("coupons_times_redeemed_not_negative", sql`${t.times_redeemed} >= 0`),
  ],
);

/** A code buyers type for a coupon: upper-cased, unique per creator (docs/decisions/094). */
export const promotionCodes = pgTable(
  "promotion_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    coupon_id: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("promotion_codes_code_idx").on(t.publisher_id, t.code),
    index("promotion_codes_coupon_idx").on(t.coupon_id),
  ],
);

/**
 * A code used for an order: written with the order in one transaction, held while the order is
 * under way or paid, and released (`released_at`) when its charge fails or it is given up. It
 * keeps the discount as it was sold, so a later change to the coupon moves no buyer's price.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    publisher_id: uuid("publisher_id")
      .notNull()
      .references(() => publishers.id, { onDelete: "cascade" }),
    coupon_id: uuid("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    promotion_code_id: uuid("promotion_code_id")
      .notNull()
      .references(() => promotionCodes.id, { onDelete: "cascade" }),
    order_id: uuid("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    code: text("code").notNull(),
    percent_off: integer("percent_off"),
    // The coupon's amount in the order's currency, when it takes a fixed amount.
    amount_off: integer("amount_off"),
    currency: text("currency").notNull(),
    duration: text("duration", { enum: ["once", "repeating", "forever"] }).notNull(),
    duration_in_months: integer("duration_in_months"),
    released_at: timestamp("released_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("coupon_redemptions_customer_idx").on(t.coupon_id, t.user_id),
    index("coupon_redemptions_code_idx").on(t.promotion_code_id),
  ],
);
