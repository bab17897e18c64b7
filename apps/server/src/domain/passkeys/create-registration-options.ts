import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { passkeys, users } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { authErrors } from "../auth/auth-errors";
import type { SessionProof } from "../auth/start-session";
import { passkeyErrors } from "./passkey-errors";
import { PASSKEY_ALGORITHMS, PROMPT_TIMEOUT_MS } from "./passkey-limits";
import type { RelyingParty } from "./relying-party";
import { storeChallenge } from "./store-challenge";
import { userHandleOf } from "./user-handle";
import { loadWebauthn } from "./webauthn";

/**
 * The browser's options for making a passkey for the signed-in buyer. Only a session that
 * proved the address may add one (docs/decisions/019): a passkey is itself a proof, so an
 * unproven session adding one would turn a guess at an address into the account. The passkey
 * must be discoverable and verify the person, so a later sign-in needs no address at all.
 */
export async function createRegistrationOptions(
  deps: { db: Db; clock: Clock; secret: Buffer; relyingParty: RelyingParty },
  input: {
    userId: string;
    publisherId: string;
    sessionId: string;
    proof: SessionProof | null;
    ip: string;
  },
) {
  const { db, relyingParty } = deps;
  if (!input.proof) throw passkeyErrors.proofRequired();
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw authErrors.sessionExpired();
  const existing = await db
    .select({ id: passkeys.credential_id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.user_id, user.id));
  const name = user.email ?? user.phone ?? user.id;
  const { generateRegistrationOptions } = await loadWebauthn();
  const options = await generateRegistrationOptions({
    rpName: relyingParty.name,
    rpID: relyingParty.id,
    userName: name,
    userDisplayName: name,
    userID: userHandleOf(user.id),
    attestationType: "none",
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    supportedAlgorithmIDs: [...PASSKEY_ALGORITHMS],
    timeout: PROMPT_TIMEOUT_MS,
  });
  await storeChallenge(deps, {
    challenge: options.challenge,
    purpose: "registration",
    publisherId: input.publisherId,
    ip: input.ip,
    session: { userId: user.id, sessionId: input.sessionId },
  });
  return options;
}
