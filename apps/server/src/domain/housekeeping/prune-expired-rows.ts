import { lt } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { claims, oneTimeCodes, rateLimitCounters, usedBotProofs } from "../../db/schema";
import type { Clock } from "../../security/clock";

// Longer than any limit's window (the longest is a day), so no live count is ever lost.
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Deletes sign-in rows that can no longer matter: rate-limit slices a day old, bot proofs past
 * their challenge's expiry (a replay would fail as expired anyway), and codes and claims a day
 * past their expiry. Without it these tables grow with every sign-in.
 */
export async function pruneExpiredRows({ db, clock }: { db: Db; clock: Clock }) {
  const now = clock.now();
  const dayAgo = new Date(now.getTime() - KEEP_MS);
  const counters = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.window_start, dayAgo))
    .returning();
  const proofs = await db
    .delete(usedBotProofs)
    .where(lt(usedBotProofs.expires_at, now))
    .returning();
  const codes = await db
    .delete(oneTimeCodes)
    .where(lt(oneTimeCodes.expires_at, dayAgo))
    .returning();
  const spentClaims = await db.delete(claims).where(lt(claims.expires_at, dayAgo)).returning();
  return {
    counters: counters.length,
    proofs: proofs.length,
    codes: codes.length,
    claims: spentClaims.length,
  };
}
