import type { FastifyRequest } from "fastify";
import type { Db } from "../db/connect";
import { checkPublisherKey } from "../domain/publisher-keys/check-publisher-key";
import { publisherKeyErrors } from "../domain/publisher-keys/publisher-key-errors";
import type { Clock } from "../security/clock";

const bearer = /^Bearer (\S+)$/i;

/**
 * The publisher whose key the request presents in `Authorization: Bearer <key>`
 * (docs/decisions/043); a missing header is refused with 401, and a malformed, unknown or revoked
 * key with 401 too, counted against the caller's network (429 once it sent too many,
 * docs/decisions/062).
 */
export async function publisherFromKey(
  deps: { db: Db; clock: Clock },
  request: FastifyRequest,
): Promise<{ publisherId: string; username: string }> {
  const header = request.headers.authorization;
  if (!header) throw publisherKeyErrors.missing();
  const key = bearer.exec(header)?.[1] ?? "";
  return checkPublisherKey(deps, { key, ip: request.ip });
}
