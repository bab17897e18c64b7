import { randomUUID } from "node:crypto";
import { catalogFileSchema } from "@creator-checkout/core/catalog";
import { importCatalogFile } from "./dashboard";

/**
 * A creator of its own with a monthly plan at $20 and a cheaper one, Basic, at $8, imported
 * with the real command beside the running test-processor checkout, so the demo creator every
 * other journey buys from sees no change. `cancel_flow` is what it offers a subscriber who
 * cancels (docs/decisions/182). Answers both options' ids and the creator's username.
 */
export async function retainingCreator(
  cancel_flow: object,
): Promise<{ monthly: string; basic: string; username: string }> {
  const publisher = randomUUID();
  const monthly = randomUUID();
  const basic = randomUUID();
  const username = `retain-${publisher.slice(0, 8)}`;
  const option = (id: string, title: string, price: number) => ({
    id,
    title,
    price,
    currency: "USD",
    recurring: true,
    interval: "month",
  });
  const catalog = catalogFileSchema.parse({
    publisher: { id: publisher, username, name: "Retain Test Studio", cancel_flow },
    products: [
      {
        id: randomUUID(),
        type: "subscription",
        title: "Membership",
        options: [option(monthly, "Monthly", 2000), option(basic, "Basic", 800)],
      },
    ],
  });
  await importCatalogFile(catalog);
  return { monthly, basic, username };
}
