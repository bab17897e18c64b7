import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { catalogVersion } from "../../db/schema";
import { CATALOG_CHANGED_CHANNEL } from "./catalog-cache";

/**
 * Raises the catalog's version and tells every process, in the caller's transaction: caches of
 * catalog reads drop what they hold once it commits (docs/decisions/048). Anything that writes
 * catalog tables calls it.
 */
export async function raiseCatalogVersion(tx: Db) {
  await tx.execute(sql`
    WITH raised AS (
      UPDATE ${catalogVersion} SET version = version + 1 RETURNING version
    )
    SELECT pg_notify(${CATALOG_CHANGED_CHANNEL}, version::text) FROM raised`);
}
