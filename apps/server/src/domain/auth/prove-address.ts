import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { refreshTokens, users } from "../../db/schema";
import type { Clock } from "../../security/clock";

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
