import type { Db } from "../../db/connect";
import type { subscriptions } from "../../db/schema";
import { periodCharge } from "../discounts/period-charge";
import type { PaymentDeps } from "../purchases/payment-deps";
import { chargedWithTax, chargeTax } from "./charge-tax";

/** A subscription whose next period has a price and a currency to charge. */
export type Renewable = typeof subscriptions.$inferSelect & {
  renewal_amount: number;
  currency: string;
};

/**
 * What an order for a subscription's next period says, whether the renewal places it or the
 * buyer pays it overdue: its price less a code's discount that covers the period, taxed as what
 * is charged, at the rate in force `at`, by the card's country.
 */
export async function periodOrderValues(
  deps: Pick<PaymentDeps, "taxRates" | "taxCalculator">,
  tx: Db,
  { sub, cardCountry, at }: { sub: Renewable; cardCountry: string | null; at: Date },
) {
  const charge = await periodCharge({ db: tx }, sub);
  const tax = await chargeTax(
    { db: tx, taxRates: deps.taxRates },
    { publisherId: sub.publisher_id, firstOrderId: sub.order_id, cardCountry, at },
  );
  return {
    publisher_id: sub.publisher_id,
    user_id: sub.user_id,
    product_option_id: sub.product_option_id,
    ...charge,
    ...(await chargedWithTax(deps, tax, { amountMinor: charge.amount, currency: sub.currency })),
    currency: sub.currency,
    subscription_id: sub.id,
    period_number: sub.next_period_number,
    recurring_amount: sub.renewal_amount,
    status: "pending" as const,
  };
}
