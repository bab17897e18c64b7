import {
  type KeyScope,
  roleMay,
  type StorePermission,
  type TeamRole,
} from "@creator-checkout/core/team";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/connect";
import { verifyAccessToken } from "../domain/auth/access-token";
import { authErrors } from "../domain/auth/auth-errors";
import { findLiveSession } from "../domain/auth/find-live-session";
import { PUBLISHER_KEY_PREFIX } from "../domain/publisher-keys/publisher-key-format";
import { memberRole } from "../domain/team/store-access";
import { teamErrors } from "../domain/team/team-errors";
import type { Clock } from "../security/clock";
import { bearerOf, permissionOf, publisherFromKey } from "./publisher-key";

export interface StoreCallerDeps {
  db: Db;
  clock: Clock;
  secret: Buffer;
}

/** Who calls a store's routes: a key of the creator's server, or a person on its team. */
export type StoreCaller = { publisherId: string; username: string } & (
  | { via: "key"; scope: KeyScope }
  | { via: "member"; role: TeamRole; userId: string }
);

/**
 * The store a call may act on, and who calls (docs/decisions/157): a publisher key, as before;
 * or a person signed in with the buyers' own sign-in to the store named by the `publisherid`
 * header, whose access token (15 minutes, in the page's memory, renewed by the SameSite=Strict
 * refresh cookie) names a live session that proved its address, and whose role on the store's
 * team allows `permission`: read-only reads, staff also write, owners also manage. Refusals
 * answer 401 (no session) or 403 with a sentence naming what the role does not allow.
 */
export async function storeCaller(
  deps: StoreCallerDeps,
  request: FastifyRequest,
  permission: StorePermission = permissionOf(request),
): Promise<StoreCaller> {
  const person = await signedInPerson(deps, request);
  if (!person) {
    const holder = await publisherFromKey(deps, request, permission);
    return { ...holder, via: "key" };
  }
  const member = await memberRole(deps.db, person);
  if (!member) throw teamErrors.notMember();
  if (!roleMay(member.role, permission)) throw teamErrors.roleRefused(permission);
  return { ...person, username: member.username, via: "member", role: member.role };
}

/**
 * The person a call comes from, when it carries an access token and the store's `publisherid`
 * rather than a key: their live session must have proved their address. Null for a key.
 */
export async function signedInPerson(
  deps: StoreCallerDeps,
  request: FastifyRequest,
): Promise<{ publisherId: string; userId: string } | null> {
  const credential = bearerOf(request);
  // A route's header schema keeps only the headers it names; the raw one is always there.
  const publisherId = request.raw.headers.publisherid;
  // Whatever presents itself as a key is judged as one, so a mistyped key is refused as a key.
  if (
    credential.startsWith(PUBLISHER_KEY_PREFIX) ||
    typeof publisherId !== "string" ||
    !credential
  ) {
    return null;
  }
  const verified = await verifyAccessToken(deps, { token: credential, publisherId });
  if (!verified) throw authErrors.sessionExpired();
  const session = await findLiveSession(deps, { ...verified, publisherId });
  if (!session) throw authErrors.sessionExpired();
  if (!session.proof) throw teamErrors.unproven();
  return { publisherId, userId: verified.userId };
}
