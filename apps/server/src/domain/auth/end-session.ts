import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { refreshTokens } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { keyedHash } from "../../security/keyed-hash";

/** Sign-out: the refresh token's whole family stops working, on every device that holds it. */
export async function endSession(
  { db, clock, secret }: { db: Db; clock: Clock; secret: Buffer },
  { refreshToken }: { refreshToken: string },
): Promise<void> {
  const family = db
    .select({ id: refreshTokens.family_id })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hmac, keyedHash(secret, refreshToken)));
  await db
    .update(refreshTokens)
    .set({ revoked_at: clock.now() })
    .where(inArray(refreshTokens.family_id, family));
}
