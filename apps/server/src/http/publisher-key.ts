import type { StorePermission } from "@creator-checkout/core/team";
import { scopeMay } from "@creator-checkout/core/team";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/connect";
import type { KeyHolder } from "../domain/publisher-keys/authenticate-publisher-key";
import { checkPublisherKey } from "../domain/publisher-keys/check-publisher-key";
import { publisherKeyErrors } from "../domain/publisher-keys/publisher-key-errors";
import { teamErrors } from "../domain/team/team-errors";
import type { Clock } from "../security/clock";

const bearer = /^Bearer (\S+)$/i;

/** The credential in `Authorization: Bearer <credential>`, or "" for none. */
export function bearerOf(request: FastifyRequest): string {
  return bearer.exec(request.headers.authorization ?? "")?.[1] ?? "";
}

/** What a call needs by its method: reading for GET and HEAD, writing for anything else. */
export function permissionOf(request: FastifyRequest): StorePermission {
  return request.method === "GET" || request.method === "HEAD" ? "read" : "write";
}

/**
 * The publisher whose key the request presents in `Authorization: Bearer <key>`
 * (docs/decisions/043), if the key's scope allows `permission` (docs/decisions/158); a missing
 * header is refused with 401, and a malformed, unknown, revoked or expired key with 401 too,
 * counted against the caller's network (429 once it sent too many, docs/decisions/062).
 */
export async function publisherFromKey(
  deps: { db: Db; clock: Clock },
  request: FastifyRequest,
  permission: StorePermission = permissionOf(request),
): Promise<KeyHolder> {
  if (!request.headers.authorization) throw publisherKeyErrors.missing();
  const holder = await checkPublisherKey(deps, { key: bearerOf(request), ip: request.ip });
  if (permission === "manage") throw teamErrors.keyCannotManage();
  if (!scopeMay(holder.scope, permission)) throw teamErrors.keyScopeRefused();
  return holder;
}
