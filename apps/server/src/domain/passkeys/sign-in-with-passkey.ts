import type {
  AuthenticationResponseJSON,
  VerifiedAuthenticationResponse,
} from "@simplewebauthn/server";
import { and, eq } from "drizzle-orm";
import { AppError } from "../../app-error";
import type { Db } from "../../db/connect";
import { customers, passkeys, users } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { getSignInPublisher } from "../auth/get-sign-in-publisher";
import { destinationOf } from "../auth/identity";
import { proveAddress } from "../auth/prove-address";
import { type ProvenSignIn, startSession } from "../auth/start-session";
import { giveBackTry, spendTry } from "../rate-limit/spend-try";
import { consumeChallenge } from "./consume-challenge";
import { passkeyErrors } from "./passkey-errors";
import { passkeyFailures } from "./passkey-limits";
import type { RelyingParty } from "./relying-party";
import { userHandleOf } from "./user-handle";
import { loadWebauthn, loadWebauthnHelpers } from "./webauthn";

type Deps = { db: Db; clock: Clock; secret: Buffer; relyingParty: RelyingParty };

/**
 * Signs a buyer in at a publisher with a passkey of this host (docs/decisions/037): the answer
 * must sign a challenge this publisher's page was given, come from this origin for this RP ID,
 * verify the person, and move the counter forward. It opens a session exactly as a confirmed
 * code does, and counts as a proof of the address (docs/decisions/019).
 */
export async function signInWithPasskey(
  deps: Deps,
  input: { publisherId: string; response: AuthenticationResponseJSON; ip: string },
): Promise<ProvenSignIn> {
  const { db, clock } = deps;
  const failures = passkeyFailures(input.ip);
  // Spent before the answer is checked, given back unless it is refused (docs/decisions/062).
  const spent = await spendTry({ db, clock }, failures);
  if (!spent) throw passkeyErrors.tooManyFailures();
  try {
    const session = await verifyAndStartSession(deps, input);
    await giveBackTry({ db }, failures, spent);
    return session;
  } catch (error) {
    if (!(error instanceof AppError && error.code.startsWith("PASSKEY_"))) {
      await giveBackTry({ db }, failures, spent);
    }
    throw error;
  }
}

async function verifyAndStartSession(
  deps: Deps,
  input: { publisherId: string; response: AuthenticationResponseJSON },
): Promise<ProvenSignIn> {
  const { db, clock, secret, relyingParty } = deps;
  const publisher = await getSignInPublisher({ db }, { publisherId: input.publisherId });
  const challenge = await consumeChallenge(deps, {
    clientDataJSON: input.response.response.clientDataJSON,
    purpose: "authentication",
    publisherId: publisher.id,
  });
  const [passkey] = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.credential_id, input.response.id));
  if (!passkey) throw passkeyErrors.notVerified();
  const [{ verifyAuthenticationResponse }, { isoBase64URL }] = await Promise.all([
    loadWebauthn(),
    loadWebauthnHelpers(),
  ]);
  // The authenticator names the account it made the passkey for; it must be the passkey's owner.
  const userHandle = input.response.response.userHandle;
  if (
    userHandle !== undefined &&
    userHandle !== isoBase64URL.fromBuffer(userHandleOf(passkey.user_id))
  ) {
    throw passkeyErrors.notVerified();
  }
  let verification: VerifiedAuthenticationResponse;
  try {
    verification = await verifyAuthenticationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      requireUserVerification: true,
      credential: {
        id: passkey.credential_id,
        publicKey: isoBase64URL.toBuffer(passkey.public_key),
        counter: passkey.counter,
        transports: passkey.transports,
      },
    });
  } catch {
    // Wrong origin or RP ID, a bad signature, a counter gone backwards: all refused alike.
    throw passkeyErrors.notVerified();
  }
  if (!verification.verified) throw passkeyErrors.notVerified();
  const now = clock.now();
  return db.transaction(async (tx) => {
    // Only from the counter just checked: of two answers racing past it, one moves it.
    const [used] = await tx
      .update(passkeys)
      .set({ counter: verification.authenticationInfo.newCounter, last_used_at: now })
      .where(and(eq(passkeys.id, passkey.id), eq(passkeys.counter, passkey.counter)))
      .returning({ id: passkeys.id });
    if (!used) throw passkeyErrors.notVerified();
    await tx
      .insert(customers)
      .values({ publisher_id: publisher.id, user_id: passkey.user_id })
      .onConflictDoNothing();
    await proveAddress({ db: tx, clock }, { userId: passkey.user_id });
    // The passkey proves the account, so the browser is known for each of its addresses.
    const [user] = await tx
      .select({ email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, passkey.user_id));
    const session = await startSession(
      { db: tx, clock, secret },
      { publisherId: publisher.id, userId: passkey.user_id, proof: { kind: "passkey", at: now } },
    );
    return { session, provenDestinations: destinationsOf(user) };
  });
}

function destinationsOf(user: { email: string | null; phone: string | null } | undefined) {
  const destinations: string[] = [];
  if (user?.email) destinations.push(destinationOf({ kind: "email", email: user.email }));
  if (user?.phone) destinations.push(destinationOf({ kind: "sms", phone: user.phone }));
  return destinations;
}
