import { randomUUID } from "node:crypto";
import type { Db } from "../../db/connect";
import { refreshTokens } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { keyedHash, randomToken } from "../../security/keyed-hash";
import { ACCESS_TOKEN_SECONDS, signAccessToken } from "./access-token";

export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

export interface Session {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/**
 * Issues an access token and a refresh token. Without a family this starts a new sign-in (30
 * days at most, decision 1); with one it continues that family to the same end.
 */
export async function startSession(
  deps: { db: Db; clock: Clock; secret: Buffer },
  input: {
    publisherId: string;
    userId: string;
    family?: { id: string; expiresAt: Date };
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
  });
  const accessToken = await signAccessToken(deps, input);
  return {
    accessToken,
    expiresIn: ACCESS_TOKEN_SECONDS,
    refreshToken,
    refreshExpiresAt: family.expiresAt,
  };
}
