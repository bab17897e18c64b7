import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { webauthnChallenges } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { keyedHash } from "../../security/keyed-hash";
import { passkeyErrors } from "./passkey-errors";

export type ChallengePurpose = "registration" | "authentication";

/**
 * Spends the challenge a browser's answer signed: read from its client data, deleted in one
 * statement so two submissions of one answer cannot both pass, and accepted only for the
 * purpose, publisher and (for a registration) the very session it was handed to.
 */
export async function consumeChallenge(
  { db, clock, secret }: { db: Db; clock: Clock; secret: Buffer },
  input: {
    clientDataJSON: string;
    purpose: ChallengePurpose;
    publisherId: string;
    session?: { userId: string; sessionId: string };
  },
): Promise<string> {
  const challenge = challengeOf(input.clientDataJSON);
  if (!challenge) throw passkeyErrors.promptExpired();
  const [row] = await db
    .delete(webauthnChallenges)
    .where(eq(webauthnChallenges.challenge_hmac, keyedHash(secret, challenge)))
    .returning();
  const boundTo = input.session;
  if (
    !row ||
    row.purpose !== input.purpose ||
    row.publisher_id !== input.publisherId ||
    row.expires_at <= clock.now() ||
    (boundTo && (row.user_id !== boundTo.userId || row.session_id !== boundTo.sessionId))
  ) {
    throw passkeyErrors.promptExpired();
  }
  return challenge;
}

/** The challenge inside a browser's base64url client data, or null when it holds none. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8"));
    if (typeof data !== "object" || data === null || !("challenge" in data)) return null;
    const { challenge } = data;
    return typeof challenge === "string" && challenge.length > 0 && challenge.length <= 512
      ? challenge
      : null;
  } catch {
    return null;
  }
}
