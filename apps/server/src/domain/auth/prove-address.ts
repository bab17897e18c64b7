import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import type { Cte } from "../../db/prepared-sql";
import { refreshTokens, users } from "../../db/schema";
import type { Clock } from "../../security/clock";
import type { Identity } from "./identity";

/**
 * Records that the buyer proved they own the user's address. The first proof ends every
 * session opened before it and drops any password set before it: until then anyone could have
 * registered the address, so nothing done in its name can be trusted (docs/decisions/019).
 * One conditional update, so of two concurrent first proofs only one does the ending.
 */
export async function proveAddress(
  { db, clock }: { db: Db; clock: Clock },
  { userId }: { userId: string },
): Promise<{ firstProof: boolean }> {
  const now = clock.now();
  const proven = await db
    .update(users)
    .set({ verified_at: now, password_hash: null, updated_at: now })
    .where(and(eq(users.id, userId), isNull(users.verified_at)))
    .returning({ id: users.id });
  if (proven.length === 0) return { firstProof: false };
  await db
    .update(refreshTokens)
    .set({ revoked_at: now })
    .where(and(eq(refreshTokens.user_id, userId), isNull(refreshTokens.revoked_at)));
  return { firstProof: true };
}

/**
 * `ensureCustomer`'s user and `proveAddress` as CTEs of one larger statement, for the identity
 * of a code confirmed in that statement: `user_row` (the user's `id`, created proven when new),
 * made only when the CTE named `when` returns a row. The user's row is locked and read (`prior`)
 * before the upsert changes it, so of two concurrent first proofs one ends the earlier sessions
 * and the other sees the address proven; `user_row` joins `prior` only to be run after it, as a
 * row this statement changed first could no longer be locked by it. A user the statement
 * creates has no session to end. Sessions are those committed when the statement starts.
 * `address` and `provenAt` are values or a prepared statement's placeholders.
 */
export function provenUserCtes({
  kind,
  address,
  provenAt,
  when,
}: {
  kind: Identity["kind"];
  address: unknown;
  provenAt: unknown;
  when: string;
}): Cte[] {
  const name = sql.identifier(kind === "email" ? "email" : "phone");
  const at = sql`${provenAt}::timestamptz`;
  const prior = sql`
      SELECT id, verified_at FROM ${users}
      WHERE ${name} = ${address}::text AND EXISTS (SELECT 1 FROM ${sql.identifier(when)})
      FOR NO KEY UPDATE`;
  const userRow = sql`
      INSERT INTO ${users} (${name}, verified_at, updated_at)
      SELECT ${address}::text, ${at}, ${at}
      FROM ${sql.identifier(when)} LEFT JOIN prior ON true
      ON CONFLICT (${name}) DO UPDATE SET
        verified_at = COALESCE(${users.verified_at}, EXCLUDED.verified_at),
        password_hash = CASE WHEN ${users.verified_at} IS NULL THEN NULL ELSE ${users.password_hash} END,
        updated_at = EXCLUDED.updated_at
      RETURNING id`;
  const endedSessions = sql`
      UPDATE ${refreshTokens} SET revoked_at = ${at}
      WHERE user_id IN (SELECT id FROM prior WHERE verified_at IS NULL) AND revoked_at IS NULL`;
  return [
    { name: "prior", body: prior },
    { name: "user_row", body: userRow },
    { name: "ended_sessions", body: endedSessions },
  ];
}
