import type { KeyScope } from "@creator-checkout/core/team";
import { badRequest } from "../../app-error";
import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import { createPublisherKey } from "./create-publisher-key";
import { listPublisherKeys, type PublisherKeyListing } from "./list-publisher-keys";

/**
 * A key an owner makes in the dashboard (docs/decisions/158): named, scoped, and ending at
 * `expiresAt` if given, which must be ahead of the clock. The key itself is in the answer only.
 */
export async function makeStoreKey(
  { db, clock }: { db: Db; clock: Clock },
  input: { username: string; name: string; scope: KeyScope; expiresAt: Date | null },
): Promise<PublisherKeyListing & { key: string }> {
  if (input.expiresAt && input.expiresAt <= clock.now()) {
    throw badRequest("A key's end must be in the future; leave it empty for a key that lasts.");
  }
  const created = await createPublisherKey(db, input);
  const listed = (await listPublisherKeys(db, { username: input.username })).find(
    (key) => key.id === created.keyId,
  );
  if (!listed) throw new Error("the new publisher key was not found");
  return { ...listed, key: created.key };
}
