import { badRequest } from "../../app-error";
import type { Db } from "../../db/connect";
import type { Clock } from "../../security/clock";
import { ensureCustomer } from "./ensure-customer";
import { findUser } from "./find-user";
import { getSignInPublisher } from "./get-sign-in-publisher";
import { holdsAnything } from "./holds-anything";
import type { Identity } from "./identity";
import { type Session, startSession } from "./start-session";

/**
 * product.md §7 "POST oauth user link". A new buyer is registered; a session is returned only where
 * the publisher lets new buyers skip the code ("hide", or "optional" with the code turned off)
 * and the caller asked for one. An address that belongs to a verified account, or that has
 * already saved something at this publisher, never gets a session here, whatever the code mode
 * (principle P3, docs/decisions/019): its owner must prove it with a code. A phone number always
 * gets a code (product.md §4 "Sign-in start"), so it never skips one either.
 * product.md §5 "Register": the creator's username must come along, and be this publisher's.
 */
export async function registerUser(
  deps: { db: Db; clock: Clock; secret: Buffer },
  input: {
    publisherId: string;
    creatorUsername: string;
    identity: Identity;
    isOtpEnabled: boolean;
    returnToken: boolean;
  },
): Promise<{ session: Session | null }> {
  const { db } = deps;
  const publisher = await getSignInPublisher({ db }, input);
  if (publisher.username !== input.creatorUsername) {
    throw badRequest(
      "creatorUsername is not the username of the publisher in the publisherid header.",
    );
  }
  const existing = await findUser({ db }, input.identity);
  if (existing?.verified_at) return { session: null };
  const user = await ensureCustomer(
    { db },
    { publisherId: publisher.id, identity: input.identity },
  );
  const codeSkipped =
    input.identity.kind === "email" &&
    (publisher.otp_mode === "hide" || (publisher.otp_mode === "optional" && !input.isOtpEnabled));
  if (!codeSkipped || !input.returnToken) return { session: null };
  if (await holdsAnything({ db }, { publisherId: publisher.id, userId: user.id }))
    return { session: null };
  // This session never proved the address, so it can neither set a password nor outlive the
  // address's first proof (docs/decisions/019).
  return {
    session: await startSession(deps, { publisherId: publisher.id, userId: user.id, proof: null }),
  };
}
