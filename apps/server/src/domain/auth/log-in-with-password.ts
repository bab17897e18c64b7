import { verify } from "@node-rs/argon2";
import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import { giveBackTry, spendTry } from "../rate-limit/spend-try";
import { authErrors } from "./auth-errors";
import { passwordFailures } from "./auth-limits";
import { ensureCustomer } from "./ensure-customer";
import { findUser } from "./find-user";
import { getSignInPublisher } from "./get-sign-in-publisher";
import { destinationOf, type Identity } from "./identity";
import { type Session, startSession } from "./start-session";

// Verifying against a real argon2id hash when the account has none keeps both answers equally slow.
const DECOY_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$p47w4CyvkyH04cqGXSoxdA$1Deh+pamgJvMSZv/XHkVP0vNUL/H3sU0RJxPpVFUV/s";

/** product.md §7 "POST oauth user login", counted against the identity's hourly failure limit. */
export async function logInWithPassword(
  deps: { db: Db; clock: Clock; secret: Buffer },
  input: { publisherId: string; identity: Identity; password: string; ip: string },
): Promise<Session> {
  const { db, clock } = deps;
  const publisher = await getSignInPublisher({ db }, input);
  const failures = passwordFailures({ subject: destinationOf(input.identity), ip: input.ip });
  // A try of each limit is spent before the password is compared and given back if it is right,
  // so concurrent wrong passwords compare no more often than the limits (docs/decisions/062).
  const fromNetwork = await spendTry({ db, clock }, failures.fromNetwork);
  if (!fromNetwork) throw authErrors.identityLocked();
  const overall = await spendTry({ db, clock }, failures.overall);
  if (!overall) {
    await giveBackTry({ db }, failures.fromNetwork, fromNetwork);
    throw authErrors.identityLocked();
  }
  const user = await findUser({ db }, input.identity);
  const hash = user?.verified_at ? user.password_hash : null;
  const matches = await verify(hash ?? DECOY_HASH, input.password).catch(() => false);
  if (!user || !hash || !matches) throw authErrors.invalidCredentials();
  await giveBackTry({ db }, failures.fromNetwork, fromNetwork);
  await giveBackTry({ db }, failures.overall, overall);
  await ensureCustomer({ db }, { publisherId: publisher.id, identity: input.identity });
  return startSession(deps, {
    publisherId: publisher.id,
    userId: user.id,
    proof: { kind: "password", at: clock.now() },
  });
}
