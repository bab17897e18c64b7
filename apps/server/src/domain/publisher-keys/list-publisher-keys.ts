import type { KeyScope } from "@creator-checkout/core/team";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publisherKeys, publishers } from "../../db/schema";
import { publisherKeyErrors } from "./publisher-key-errors";

export interface PublisherKeyListing {
  id: string;
  username: string;
  /** The key's last characters; the key itself is never kept. */
  hint: string;
  name: string;
  scope: KeyScope;
  expiresAt: Date | null;
  createdAt: Date;
  revokedAt: Date | null;
}

/** Every publisher's keys, or one publisher's, oldest first, revoked ones included. */
export async function listPublisherKeys(
  db: Db,
  options: { username?: string | undefined } = {},
): Promise<PublisherKeyListing[]> {
  if (options.username !== undefined) {
    const [publisher] = await db
      .select({ id: publishers.id })
      .from(publishers)
      .where(eq(publishers.username, options.username));
    if (!publisher) throw publisherKeyErrors.noSuchPublisher(options.username);
  }
  return db
    .select({
      id: publisherKeys.id,
      username: publishers.username,
      hint: publisherKeys.hint,
      name: publisherKeys.name,
      scope: publisherKeys.scope,
      expiresAt: publisherKeys.expires_at,
      createdAt: publisherKeys.created_at,
      revokedAt: publisherKeys.revoked_at,
    })
    .from(publisherKeys)
    .innerJoin(publishers, eq(publishers.id, publisherKeys.publisher_id))
    .where(options.username === undefined ? undefined : eq(publishers.username, options.username))
    .orderBy(asc(publisherKeys.created_at), asc(publisherKeys.id));
}
