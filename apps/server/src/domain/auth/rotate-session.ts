import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { refreshTokens } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { keyedHash } from "../../security/keyed-hash";
import { authErrors } from "./auth-errors";
import { type Session, startSession } from "./start-session";

// Two tabs may refresh with the same token at once; the second is told to retry, not punished.
const REUSE_GRACE_MS = 5_000;

/**
 * Trades a refresh token for a new pair (principle P1): each token works once; presenting a used
 * one after the grace period revokes its whole family, since it means the token leaked.
 */
export async function rotateSession(
  deps: { db: Db; clock: Clock; secret: Buffer },
  { publisherId, refreshToken }: { publisherId: string; refreshToken: string },
): Promise<Session> {
  const { db, clock, secret } = deps;
  const now = clock.now();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hmac, keyedHash(secret, refreshToken)))
      .for("update");
    if (!row || row.publisher_id !== publisherId || row.revoked_at)
      return { kind: "expired" } as const;
    if (row.family_expires_at <= now) return { kind: "expired" } as const;
    if (row.used_at) {
      if (now.getTime() - row.used_at.getTime() < REUSE_GRACE_MS)
        return { kind: "in-progress" } as const;
      await tx
        .update(refreshTokens)
        .set({ revoked_at: now })
        .where(eq(refreshTokens.family_id, row.family_id));
      return { kind: "expired" } as const;
    }
    await tx
      .update(refreshTokens)
      .set({ used_at: now })
      .where(eq(refreshTokens.token_hmac, row.token_hmac));
    const session = await startSession(
      { db: tx, clock, secret },
      {
        publisherId,
        userId: row.user_id,
        family: { id: row.family_id, expiresAt: row.family_expires_at },
        proof: row.proof && row.proven_at ? { kind: row.proof, at: row.proven_at } : null,
      },
    );
    return { kind: "rotated", session } as const;
  });
  if (outcome.kind === "in-progress") throw authErrors.refreshInProgress();
  if (outcome.kind === "expired") throw authErrors.sessionExpired();
  return outcome.session;
}
