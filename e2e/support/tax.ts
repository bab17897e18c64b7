import type { CatalogFile } from "@creator-checkout/core/catalog";
import { taxCatalog } from "@creator-checkout/testing/tax-catalog";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { importCatalogFile, publisherCommand } from "./dashboard";

type TaxSettings = Parameters<typeof taxCatalog>[0];

/**
 * A creator of its own who collects tax, imported with the real command beside the running
 * test-processor checkout (`npm run catalog -- import`), so the demo creator every other
 * journey buys from sees no change. Answers its options' ids and a key for its orders.
 */
export async function taxCreator(
  settings: TaxSettings,
  extend: (catalog: CatalogFile) => void = () => {},
) {
  const { catalog, ids } = taxCatalog(settings);
  extend(catalog);
  await importCatalogFile(catalog);
  const stdout = await publisherCommand(["key", "create", catalog.publisher.username]);
  const key = /^(ccpk_\S+)$/m.exec(stdout)?.[1];
  if (!key) throw new Error(`the command printed no key: ${stdout}`);
  return { ids, key };
}

interface RecordedTax {
  amount: number;
  tax: {
    tax_amount: number;
    rate: number;
    country: string;
    treatment: string;
    stated_country: string | null;
    card_country: string | null;
    countries_agreed: boolean;
    vat_number: string | null;
  } | null;
}

/** The creator's paid orders, newest first, as their API lists them for their tax return. */
export async function recordedOrders(
  request: APIRequestContext,
  key: string,
): Promise<RecordedTax[]> {
  const response = await request.get("/api/publisher/orders?status=paid", {
    headers: { authorization: `Bearer ${key}` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: RecordedTax[] }).data;
}

/** The creator's one paid order. */
export async function recordedOrder(request: APIRequestContext, key: string): Promise<RecordedTax> {
  const orders = await recordedOrders(request, key);
  expect(orders).toHaveLength(1);
  return orders[0] as RecordedTax;
}

/** The order summary's totals: Subtotal, the tax line, Total and Due today, as dt/dd pairs. */
export function totals(page: Page): Locator {
  return page.locator(".totals");
}

/** The amount beside a totals line whose label is exactly `label`. */
export function totalsLine(page: Page, label: string): Locator {
  return totals(page)
    .locator(".totals__row")
    .filter({ has: page.locator("dt", { hasText: new RegExp(`^${literal(label)}$`) }) })
    .locator("dd");
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
