import { inArray } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publishers } from "../../db/schema";
import { type PublisherView, publisherView } from "./catalog-views";

export async function listPublishers(
  { db }: { db: Db },
  { publisherIds }: { publisherIds: readonly string[] },
): Promise<Map<string, PublisherView>> {
  if (publisherIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(publishers)
    .where(inArray(publishers.id, [...publisherIds]));
  return new Map(rows.map((row) => [row.id, publisherView(row)]));
}
