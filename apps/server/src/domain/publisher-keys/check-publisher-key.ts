import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import { giveBackTry, spendTry } from "../rate-limit/spend-try";
import { authenticatePublisherKey } from "./authenticate-publisher-key";
import { publisherKeyErrors } from "./publisher-key-errors";
import { wrongPublisherKeys } from "./publisher-key-limits";

/**
 * The publisher of a presented key, for a caller on network `ip`. The check spends one of the
 * network's tries first and gives it back when the key is valid, so a network that sent 20 keys
 * that are not valid within the hour is refused before any key is looked at, however many it
 * sends at once (docs/decisions/062).
 */
export async function checkPublisherKey(
  deps: { db: Db; clock: Clock },
  { key, ip }: { key: string; ip: string },
): Promise<{ publisherId: string; username: string }> {
  const limit = wrongPublisherKeys(ip);
  const spent = await spendTry(deps, limit);
  if (!spent) throw publisherKeyErrors.tooManyWrongKeys();
  const publisher = await authenticatePublisherKey(deps.db, key);
  if (!publisher) throw publisherKeyErrors.refused();
  await giveBackTry(deps, limit, spent);
  return publisher;
}
