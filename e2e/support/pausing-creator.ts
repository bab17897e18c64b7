import { randomUUID } from "node:crypto";
import { catalogFileSchema } from "@creator-checkout/core/catalog";
import { importCatalogFile } from "./dashboard";

/**
 * A creator of its own who lets subscribers pause for up to two months (docs/decisions/175),
 * with a monthly plan at $20, imported with the real command beside the running test-processor
 * checkout (`npm run catalog -- import`), so the demo creator every other journey buys from sees
 * no change. `settings` adds to its publisher, such as what it asks a subscriber who cancels
 * (docs/decisions/178). Answers the plan's option id and the creator's username.
 */
export async function pausingCreator(
  settings: { cancel_flow?: object } = {},
): Promise<{ monthly: string; username: string }> {
  const publisher = randomUUID();
  const monthly = randomUUID();
  const username = `pause-${publisher.slice(0, 8)}`;
  const catalog = catalogFileSchema.parse({
    publisher: {
      id: publisher,
      username,
      name: "Pause Test Studio",
      max_pause_periods: 2,
      ...settings,
    },
    products: [
      {
        id: randomUUID(),
        type: "subscription",
        title: "Membership",
        options: [
          {
            id: monthly,
            title: "Monthly",
            price: 2000,
            currency: "USD",
            recurring: true,
            interval: "month",
          },
        ],
      },
    ],
  });
  await importCatalogFile(catalog);
  return { monthly, username };
}
