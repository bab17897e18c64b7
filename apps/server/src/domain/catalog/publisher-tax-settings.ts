import type { TaxSettings } from "@creator-checkout/core/tax";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publishers } from "../../db/schema";
import { raiseCatalogVersion } from "./raise-catalog-version";

/** A creator's tax settings as stored; null when they collect none (docs/decisions/123). */
export async function readTaxSettings(
  { db }: { db: Db },
  { publisherId }: { publisherId: string },
): Promise<{ tax: TaxSettings | null }> {
  const [row] = await db
    .select({ tax: publishers.tax })
    .from(publishers)
    .where(eq(publishers.id, publisherId));
  return { tax: row?.tax ?? null };
}

/**
 * Replaces a creator's tax settings (already parsed by core's taxSettingsSchema), or clears
 * them. Purchases read them through the catalog cache, so the catalog's version is raised in the
 * same transaction (docs/decisions/048): the next purchase in any process sees them.
 */
export async function writeTaxSettings(
  { db }: { db: Db },
  { publisherId, tax }: { publisherId: string; tax: TaxSettings | null },
): Promise<{ tax: TaxSettings | null }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(publishers)
      .set({ tax, updated_at: sql`now()` })
      .where(eq(publishers.id, publisherId))
      .returning({ tax: publishers.tax });
    await raiseCatalogVersion(tx);
    return { tax: row?.tax ?? null };
  });
}
