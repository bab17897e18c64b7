import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publisherKeys } from "../../db/schema";
import { publisherKeyErrors } from "./publisher-key-errors";

/**
 * Revokes a key for good: from now on it is refused. Revoking a revoked key changes nothing and
 * reports when it was revoked first.
 */
export async function revokePublisherKey(
  db: Db,
  options: { id: string; now: Date },
): Promise<{ id: string; revokedAt: Date; alreadyRevoked: boolean }> {
  const [revoked] = await db
    .update(publisherKeys)
    .set({ revoked_at: options.now })
    .where(and(eq(publisherKeys.id, options.id), isNull(publisherKeys.revoked_at)))
    .returning({ revokedAt: publisherKeys.revoked_at });
  if (revoked?.revokedAt)
    return { id: options.id, revokedAt: revoked.revokedAt, alreadyRevoked: false };
  const [existing] = await db
    .select({ revokedAt: publisherKeys.revoked_at })
    .from(publisherKeys)
    .where(eq(publisherKeys.id, options.id));
  if (!existing?.revokedAt) throw publisherKeyErrors.noSuchKey(options.id);
  return { id: options.id, revokedAt: existing.revokedAt, alreadyRevoked: true };
}
