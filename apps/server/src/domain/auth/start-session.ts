import { randomUUID } from "node:crypto";
import type { Db } from "../../db/connect";
import { type ProofKind, refreshTokens } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { keyedHash, randomToken } from "../../security/keyed-hash";
import { ACCESS_TOKEN_SECONDS, signAccessToken } from "./access-token";

export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** How a session proved its address (docs/decisions/019); absent for one that never did. */
export interface SessionProof {
  kind: ProofKind;
  at: Date;
}

/**
 * A session opened by a proof, with the addresses the proof covers (`destinationOf`'s form): the
 * browser that made it is known for them from then on (docs/decisions/063).
 */
export interface ProvenSignIn {
  session: Session;
  provenDestinations: string[];
}

export interface Session {
  sessionId: string;
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/**
 * Issues an access token and a refresh token. Without a family this starts a new sign-in (30
 * days at most, principle P1); with one it continues that family to the same end. The family
 * is the session: its id travels in the access token, and its proof stays with it.
 */
export async function startSession(
  deps: { db: Db; clock: Clock; secret: Buffer },
  input: {
    publisherId: string;
    userId: string;
    family?: { id: string; expiresAt: Date };
    proof: SessionProof | null;
  },
): Promise<Session> {
  const { db, clock, secret } = deps;
  const family = input.family ?? {
    id: randomUUID(),
    expiresAt: new Date(clock.now().getTime() + SESSION_LIFETIME_SECONDS * 1000),
  };
  const refreshToken = randomToken();
  await db.insert(refreshTokens).values({
    token_hmac: keyedHash(secret, refreshToken),
    family_id: family.id,
    publisher_id: input.publisherId,
    user_id: input.userId,
    family_expires_at: family.expiresAt,
    proof: input.proof?.kind ?? null,
    proven_at: input.proof?.at ?? null,
  });
  const accessToken = await signAccessToken(deps, { ...input, sessionId: family.id });
  return {
    sessionId: family.id,
    accessToken,
    expiresIn: ACCESS_TOKEN_SECONDS,
    refreshToken,
    refreshExpiresAt: family.expiresAt,
  };
}
