import { hash, verify } from "@node-rs/argon2";
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { refreshTokens, users } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { giveBackTry, spendTry } from "../rate-limit/spend-try";
import { authErrors } from "./auth-errors";
import { passwordFailures, RECENT_CODE_SECONDS } from "./auth-limits";
import type { SessionProof } from "./start-session";

/**
 * Sets or changes the signed-in buyer's password (docs/decisions/019). Only a session that
 * proved the address may do it; replacing a password also needs the current one, or a code
 * confirmed in the last few minutes. Every other session of the buyer ends, at every publisher,
 * since a password change is what someone does when they fear another has their account.
 */
export async function changePassword(
  { db, clock }: { db: Db; clock: Clock },
  input: {
    userId: string;
    sessionId: string;
    proof: SessionProof | null;
    ip: string;
    currentPassword: string | undefined;
    newPassword: string;
  },
): Promise<void> {
  if (!input.proof) throw authErrors.proofRequired();
  const [user] = await db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw authErrors.sessionExpired();
  if (user.password_hash) {
    const now = clock.now().getTime();
    const recentCode =
      input.proof.kind === "code" && now - input.proof.at.getTime() <= RECENT_CODE_SECONDS * 1000;
    if (input.currentPassword === undefined) {
      if (!recentCode) throw authErrors.currentPasswordRequired();
    } else {
      // Spent before comparing, given back when right (docs/decisions/062).
      const failures = passwordFailures({ subject: `user:${user.id}`, ip: input.ip });
      const spent = await spendTry({ db, clock }, failures.fromNetwork);
      if (!spent) throw authErrors.identityLocked();
      if (!(await verify(user.password_hash, input.currentPassword).catch(() => false))) {
        throw authErrors.wrongCurrentPassword();
      }
      await giveBackTry({ db }, failures.fromNetwork, spent);
    }
  }
  const passwordHash = await hash(input.newPassword, { algorithm: 2 });
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ password_hash: passwordHash, updated_at: now })
      .where(eq(users.id, input.userId));
    await tx
      .update(refreshTokens)
      .set({ revoked_at: now })
      .where(
        and(
          eq(refreshTokens.user_id, input.userId),
          ne(refreshTokens.family_id, input.sessionId),
          isNull(refreshTokens.revoked_at),
        ),
      );
  });
}
