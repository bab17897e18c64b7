import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { refreshTokens } from "../../db/schema";
import type { Clock } from "../../security/clock";
import type { SessionProof } from "./start-session";

/**
 * The session an access token names, if it is still live: not signed out, not revoked by a
 * later proof of the address or a password change, not past its end. Checked on every
 * authenticated call, so ending a session takes effect at once, not when its token expires.
 */
export async function findLiveSession(
  { db, clock }: { db: Db; clock: Clock },
  input: { sessionId: string; userId: string; publisherId: string },
): Promise<{ proof: SessionProof | null } | null> {
  const [row] = await db
    .select({ proof: refreshTokens.proof, provenAt: refreshTokens.proven_at })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.family_id, input.sessionId),
        eq(refreshTokens.user_id, input.userId),
        eq(refreshTokens.publisher_id, input.publisherId),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.family_expires_at, clock.now()),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { proof: row.proof && row.provenAt ? { kind: row.proof, at: row.provenAt } : null };
}
