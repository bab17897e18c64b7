import type { Db } from "../../db/connect";
import { webauthnChallenges } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { keyedHash } from "../../security/keyed-hash";
import { hitRateLimit } from "../rate-limit/hit-rate-limit";
import type { ChallengePurpose } from "./consume-challenge";
import { passkeyErrors } from "./passkey-errors";
import { CHALLENGE_LIFETIME_SECONDS, passkeyPrompts } from "./passkey-limits";

/** Keeps a challenge just handed out, as an HMAC, counted against the network's prompt limit. */
export async function storeChallenge(
  { db, clock, secret }: { db: Db; clock: Clock; secret: Buffer },
  input: {
    challenge: string;
    purpose: ChallengePurpose;
    publisherId: string;
    ip: string;
    session?: { userId: string; sessionId: string };
  },
): Promise<void> {
  const { allowed } = await hitRateLimit({ db, clock }, passkeyPrompts(input.ip));
  if (!allowed) throw passkeyErrors.tooManyPrompts();
  await db.insert(webauthnChallenges).values({
    challenge_hmac: keyedHash(secret, input.challenge),
    purpose: input.purpose,
    publisher_id: input.publisherId,
    user_id: input.session?.userId ?? null,
    session_id: input.session?.sessionId ?? null,
    expires_at: new Date(clock.now().getTime() + CHALLENGE_LIFETIME_SECONDS * 1000),
  });
}
