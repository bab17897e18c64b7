import type { FastifyRequest } from "fastify";
import type { Db } from "../db/connect";
import { authenticatePublisherKey } from "../domain/publisher-keys/authenticate-publisher-key";
import { publisherKeyErrors } from "../domain/publisher-keys/publisher-key-errors";

const bearer = /^Bearer (\S+)$/i;

/**
 * The publisher whose key the request presents in `Authorization: Bearer <key>`
 * (docs/decisions/043); a missing, malformed, unknown or revoked key is refused with 401.
 */
export async function publisherFromKey(
  db: Db,
  request: FastifyRequest,
): Promise<{ publisherId: string; username: string }> {
  const header = request.headers.authorization;
  if (!header) throw publisherKeyErrors.missing();
  const key = bearer.exec(header)?.[1];
  const publisher = key ? await authenticatePublisherKey(db, key) : null;
  if (!publisher) throw publisherKeyErrors.refused();
  return publisher;
}
