import type {
  RegistrationResponseJSON,
  VerifiedRegistrationResponse,
} from "@simplewebauthn/server";
import type { Db } from "../../db/connect";
import { passkeys } from "../../db/schema";
import type { Clock } from "../../security/clock";
import type { SessionProof } from "../auth/start-session";
import { consumeChallenge } from "./consume-challenge";
import { passkeyErrors } from "./passkey-errors";
import { passkeyView } from "./passkey-view";
import type { RelyingParty } from "./relying-party";
import { loadWebauthn, loadWebauthnHelpers } from "./webauthn";

/**
 * Checks the browser's new passkey against the challenge this session was given, this host's
 * RP ID and origin, and a verified user, then keeps its public key for the buyer. A credential
 * already registered (to anyone) is refused, never moved.
 */
export async function registerPasskey(
  deps: { db: Db; clock: Clock; secret: Buffer; relyingParty: RelyingParty },
  input: {
    userId: string;
    publisherId: string;
    sessionId: string;
    proof: SessionProof | null;
    response: RegistrationResponseJSON;
  },
) {
  const { db, relyingParty } = deps;
  if (!input.proof) throw passkeyErrors.proofRequired();
  const challenge = await consumeChallenge(deps, {
    clientDataJSON: input.response.response.clientDataJSON,
    purpose: "registration",
    publisherId: input.publisherId,
    session: { userId: input.userId, sessionId: input.sessionId },
  });
  const [{ verifyRegistrationResponse }, { isoBase64URL }] = await Promise.all([
    loadWebauthn(),
    loadWebauthnHelpers(),
  ]);
  let verification: VerifiedRegistrationResponse;
  try {
    verification = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: relyingParty.origin,
      expectedRPID: relyingParty.id,
      requireUserVerification: true,
    });
  } catch {
    // The library throws for every malformed or mismatched answer; all are the caller's doing.
    throw passkeyErrors.registrationNotVerified();
  }
  if (!verification.verified) throw passkeyErrors.registrationNotVerified();
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const [row] = await db
    .insert(passkeys)
    .values({
      user_id: input.userId,
      credential_id: credential.id,
      public_key: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      device_type: credentialDeviceType,
      backed_up: credentialBackedUp,
    })
    .onConflictDoNothing({ target: passkeys.credential_id })
    .returning();
  if (!row) throw passkeyErrors.alreadyRegistered();
  return passkeyView(row);
}
