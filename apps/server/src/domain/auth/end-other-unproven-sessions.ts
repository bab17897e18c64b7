import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { refreshTokens } from "../../db/schema";
import type { Clock } from "../../security/clock";

/**
 * An unproven session that saves something takes the account for itself: every other session
 * that never proved the address ends, so a stranger who registered the same address earlier
 * cannot see or charge what this buyer saves (docs/decisions/019).
 */
export async function endOtherUnprovenSessions(
  { db, clock }: { db: Db; clock: Clock },
  { userId, sessionId }: { userId: string; sessionId: string },
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revoked_at: clock.now() })
    .where(
      and(
        eq(refreshTokens.user_id, userId),
        ne(refreshTokens.family_id, sessionId),
        isNull(refreshTokens.proof),
        isNull(refreshTokens.revoked_at),
      ),
    );
}
