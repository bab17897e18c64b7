import type { KeyScope } from "@creator-checkout/core/team";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publisherKeys, publishers } from "../../db/schema";
import { sameDigest } from "../../security/keyed-hash";
import { looksLikePublisherKey, publisherKeyHash } from "./publisher-key-format";

export interface KeyHolder {
  publisherId: string;
  username: string;
  scope: KeyScope;
}

/**
 * The publisher a key belongs to and what the key may do, or null for a malformed, unknown,
 * revoked or expired key (docs/decisions/158). The lookup is by the key's hash, so timing can
 * reveal at most how a hash differs from stored ones, which says nothing of any key; the digests
 * are still compared in constant time before trusting one.
 */
export async function authenticatePublisherKey(
  db: Db,
  key: string,
  now: Date,
): Promise<KeyHolder | null> {
  if (!looksLikePublisherKey(key)) return null;
  const hash = publisherKeyHash(key);
  const [found] = await db
    .select({
      keyHash: publisherKeys.key_hash,
      publisherId: publishers.id,
      username: publishers.username,
      scope: publisherKeys.scope,
    })
    .from(publisherKeys)
    .innerJoin(publishers, eq(publishers.id, publisherKeys.publisher_id))
    .where(
      and(
        eq(publisherKeys.key_hash, hash),
        isNull(publisherKeys.revoked_at),
        or(isNull(publisherKeys.expires_at), gt(publisherKeys.expires_at, now)),
      ),
    );
  if (!found || !sameDigest(found.keyHash, hash)) return null;
  return { publisherId: found.publisherId, username: found.username, scope: found.scope };
}
