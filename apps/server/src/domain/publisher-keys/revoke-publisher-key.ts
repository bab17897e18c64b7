import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publisherKeys } from "../../db/schema";
import { publisherKeyErrors } from "./publisher-key-errors";

/**
 * Revokes a key for good: from now on it is refused. Revoking a revoked key changes nothing and
 * reports when it was revoked first. With `publisherId`, only that publisher's key is found.
 */
export async function revokePublisherKey(
  db: Db,
  options: { id: string; now: Date; publisherId?: string },
): Promise<{ id: string; revokedAt: Date; alreadyRevoked: boolean }> {
  const [revoked] = await db
    .update(publisherKeys)
    .set({ revoked_at: options.now })
    .where(and(keyOf(options), isNull(publisherKeys.revoked_at)))
    .returning({ revokedAt: publisherKeys.revoked_at });
  if (revoked?.revokedAt)
    return { id: options.id, revokedAt: revoked.revokedAt, alreadyRevoked: false };
  const [existing] = await db
    .select({ revokedAt: publisherKeys.revoked_at })
    .from(publisherKeys)
    .where(keyOf(options));
  if (!existing?.revokedAt) throw publisherKeyErrors.noSuchKey(options.id);
  return { id: options.id, revokedAt: existing.revokedAt, alreadyRevoked: true };
}

const keyOf = ({ id, publisherId }: { id: string; publisherId?: string }) =>
  and(
    eq(publisherKeys.id, id),
    publisherId === undefined ? undefined : eq(publisherKeys.publisher_id, publisherId),
  );
