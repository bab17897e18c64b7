import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { catalogFileSchema } from "@creator-checkout/core/catalog";

const run = promisify(execFile);

/**
 * A creator of its own who lets subscribers pause for up to two months (docs/decisions/175),
 * with a monthly plan at $20, imported with the real command beside the running test-processor
 * checkout (`npm run catalog -- import`), so the demo creator every other journey buys from sees
 * no change. Answers the plan's option id.
 */
export async function pausingCreator(): Promise<{ monthly: string }> {
  const publisher = randomUUID();
  const monthly = randomUUID();
  const catalog = catalogFileSchema.parse({
    publisher: {
      id: publisher,
      username: `pause-${publisher.slice(0, 8)}`,
      name: "Pause Test Studio",
      max_pause_periods: 2,
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
  const file = join(mkdtempSync(join(tmpdir(), "pause-catalog-")), "catalog.json");
  writeFileSync(file, JSON.stringify(catalog));
  const dataDir = process.env.E2E_TEST_PROCESSOR_DATA_DIR;
  if (!dataDir) throw new Error("E2E_TEST_PROCESSOR_DATA_DIR is set by playwright.config.ts");
  await run("npm", ["run", "--silent", "catalog", "--", "import", file], {
    cwd: resolve(import.meta.dirname, "../.."),
    env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" },
  });
  return { monthly };
}
