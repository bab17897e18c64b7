import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { preparedPerDatabase } from "../../db/prepared-per-database";
import { refreshTokens } from "../../db/schema";
import type { Clock } from "../../security/clock";
import type { SessionProof } from "./start-session";

// Every authenticated call asks this: its SQL is built and named once per database, so neither
// Drizzle nor Postgres builds or plans it again (a named prepared statement).
function prepare(db: Db) {
  return db
    .select({ proof: refreshTokens.proof, provenAt: refreshTokens.proven_at })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.family_id, sql.placeholder("sessionId")),
        eq(refreshTokens.user_id, sql.placeholder("userId")),
        eq(refreshTokens.publisher_id, sql.placeholder("publisherId")),
        isNull(refreshTokens.revoked_at),
        gt(refreshTokens.family_expires_at, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("auth_find_live_session");
}
const statementsOf = preparedPerDatabase(prepare);

/**
 * The session an access token names, if it is still live: not signed out, not revoked by a
 * later proof of the address or a password change, not past its end. Checked on every
 * authenticated call, so ending a session takes effect at once, not when its token expires.
 */
export async function findLiveSession(
  { db, clock }: { db: Db; clock: Clock },
  input: { sessionId: string; userId: string; publisherId: string },
): Promise<{ proof: SessionProof | null } | null> {
  const statement = statementsOf(db);
  const [row] = await statement.execute({
    sessionId: input.sessionId,
    userId: input.userId,
    publisherId: input.publisherId,
    now: clock.now(),
  });
  if (!row) return null;
  return { proof: row.proof && row.provenAt ? { kind: row.proof, at: row.provenAt } : null };
}
