import { randomBytes } from "node:crypto";
import type { Db } from "../../db/connect";
import { testProcessorPaymentMethods } from "../../db/schema";
import type { findTestCard } from "./test-cards";

/** Keeps a checked test card as an unattached token: its behaviour, brand and last four only. */
export async function storeTestToken(
  { db }: { db: Db },
  {
    testCard,
    expMonth,
    expYear,
  }: { testCard: NonNullable<ReturnType<typeof findTestCard>>; expMonth: number; expYear: number },
) {
  const [row] = await db
    .insert(testProcessorPaymentMethods)
    .values({
      id: `pm_test_${randomBytes(12).toString("hex")}`,
      behaviour: testCard.behaviour,
      brand: testCard.brand,
      last4: testCard.digits.slice(-4),
      exp_month: expMonth,
      exp_year: expYear,
      country: testCard.country,
    })
    .returning();
  if (!row) throw new Error("the test card could not be stored");
  return {
    id: row.id,
    card: { brand: row.brand, last4: row.last4, exp_month: row.exp_month, exp_year: row.exp_year },
  };
}
