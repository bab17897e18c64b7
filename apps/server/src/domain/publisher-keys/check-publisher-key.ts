import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import { spendTry } from "../rate-limit/spend-try";
import { authenticatePublisherKey, type KeyHolder } from "./authenticate-publisher-key";
import { publisherKeyErrors } from "./publisher-key-errors";
import { wrongPublisherKeys } from "./publisher-key-limits";

/**
 * The publisher of a presented key, for a caller on network `ip`. A valid key is answered
 * whatever its network sent before: the key is looked up first, and only a key that is not valid
 * spends one of the network's tries (docs/decisions/145), so wrong keys from behind a creator's
 * own NAT or proxy cannot cut their server off. A wrong key past the network's 20 an hour is 429,
 * exactly 20 however many arrive at once, since the try is spent in one statement
 * (docs/decisions/062).
 */
export async function checkPublisherKey(
  deps: { db: Db; clock: Clock },
  { key, ip }: { key: string; ip: string },
): Promise<KeyHolder> {
  const publisher = await authenticatePublisherKey(deps.db, key, deps.clock.now());
  if (publisher) return publisher;
  const spent = await spendTry(deps, wrongPublisherKeys(ip));
  if (!spent) throw publisherKeyErrors.tooManyWrongKeys();
  throw publisherKeyErrors.refused();
}
