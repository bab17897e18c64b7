import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publishers } from "../../db/schema";
import { importCatalog } from "./import-catalog";
import { loadCatalogFile } from "./load-catalog-file";

/**
 * Loads the demo catalog into an empty database, so a first `npm start` has pages to show.
 * A database that already holds any publisher is left as it is.
 */
export async function seedDemoCatalog({ db }: { db: Db }, { file }: { file: string }) {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(publishers);
  if ((row?.count ?? 0) > 0) return null;
  return importCatalog({ db }, await loadCatalogFile(file));
}
