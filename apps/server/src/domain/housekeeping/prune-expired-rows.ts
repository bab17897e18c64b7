import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/connect";
import {
  claims,
  gifts,
  oneTimeCodes,
  orders,
  outgoingMessages,
  rateLimitCounters,
  socialLoginAttempts,
  usedBotProofs,
  webauthnChallenges,
} from "../../db/schema";
import type { Clock } from "../../security/clock";

// Longer than any limit's window (the longest is a day), so no live count is ever lost.
const KEEP_MS = 2 * 24 * 60 * 60 * 1000;
// A payment given up as failed can still be reported as succeeded by the provider days later
// (then its gift's e-mail goes out after all); past a week, its held e-mail is dropped.
const FAILED_GIFT_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Deletes rows that can no longer matter: rate-limit slices a day old, bot proofs past their
 * challenge's expiry (a replay would fail as expired anyway), codes and claims a day past their
 * expiry, and the held e-mail (with its redeem code) of a gift whose payment failed a week ago.
 * Without it these tables grow with every sign-in, and dead codes stay in the queue.
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
  // A passkey prompt nobody answered: its challenge is refused once expired anyway.
  const passkeyChallenges = await db
    .delete(webauthnChallenges)
    .where(lt(webauthnChallenges.expires_at, now))
    .returning({ expires_at: webauthnChallenges.expires_at });
  // Social logins finished or abandoned: past their ten minutes they can only be refused.
  const socialLogins = await db
    .delete(socialLoginAttempts)
    .where(lt(socialLoginAttempts.expires_at, now))
    .returning({ expires_at: socialLoginAttempts.expires_at });
  const failedGifts = db
    .select({ id: gifts.message_id })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.order_id))
    .where(
      and(
        eq(orders.status, "failed"),
        lt(orders.updated_at, new Date(now.getTime() - FAILED_GIFT_KEEP_MS)),
      ),
    );
  const giftMessages = await db
    .delete(outgoingMessages)
    .where(and(inArray(outgoingMessages.id, failedGifts), isNull(outgoingMessages.sent_at)))
    .returning({ id: outgoingMessages.id });
  return {
    counters: counters.length,
    proofs: proofs.length,
    codes: codes.length,
    claims: spentClaims.length,
    giftMessages: giftMessages.length,
    passkeyChallenges: passkeyChallenges.length,
    socialLogins: socialLogins.length,
  };
}
