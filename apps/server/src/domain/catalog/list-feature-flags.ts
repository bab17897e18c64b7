import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { featureFlags } from "../../db/schema";

/** The publisher's enabled flags as lowercase names (product.md §7). */
export async function listFeatureFlags(
  { db }: { db: Db },
  { publisherId }: { publisherId: string },
): Promise<string[]> {
  const rows = await db
    .select({ name: featureFlags.name })
    .from(featureFlags)
    .where(eq(featureFlags.publisher_id, publisherId))
    .orderBy(asc(featureFlags.name));
  return rows.map((row) => row.name.toLowerCase());
}
