import type { KeyScope } from "@creator-checkout/core/team";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publisherKeys, publishers } from "../../db/schema";
import { publisherKeyErrors } from "./publisher-key-errors";
import { newPublisherKey, publisherKeyHash, publisherKeyHint } from "./publisher-key-format";

/**
 * A new secret key for the publisher `username`. The key itself is returned this once and never
 * stored: the database keeps only its hash (docs/decisions/043). Without a scope it may read and
 * write, and without `expiresAt` it lasts until revoked (docs/decisions/158).
 */
export async function createPublisherKey(
  db: Db,
  options: { username: string; name?: string; scope?: KeyScope; expiresAt?: Date | null },
): Promise<{ key: string; publisherId: string; keyId: string }> {
  const [publisher] = await db
    .select({ id: publishers.id })
    .from(publishers)
    .where(eq(publishers.username, options.username));
  if (!publisher) throw publisherKeyErrors.noSuchPublisher(options.username);
  const key = newPublisherKey();
  const [row] = await db
    .insert(publisherKeys)
    .values({
      publisher_id: publisher.id,
      key_hash: publisherKeyHash(key),
      hint: publisherKeyHint(key),
      name: options.name ?? "Key",
      scope: options.scope ?? "write",
      expires_at: options.expiresAt ?? null,
    })
    .returning({ id: publisherKeys.id });
  if (!row) throw new Error("the new publisher key was not stored");
  return { key, publisherId: publisher.id, keyId: row.id };
}
