import type { Db } from "../../db/connect";
import { claims } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { keyedHash, randomToken } from "../../security/keyed-hash";
import { CLAIM_LIFETIME_SECONDS } from "./auth-limits";

export type ClaimKind = "sign-in" | "outbound";

/** A single-use claim, valid for two minutes; only its HMAC is stored. */
export async function createClaim(
  { db, clock, secret }: { db: Db; clock: Clock; secret: Buffer },
  { publisherId, userId, kind }: { publisherId: string; userId: string; kind: ClaimKind },
): Promise<string> {
  const claim = randomToken();
  await db.insert(claims).values({
    claim_hmac: keyedHash(secret, claim),
    publisher_id: publisherId,
    user_id: userId,
    kind,
    expires_at: new Date(clock.now().getTime() + CLAIM_LIFETIME_SECONDS * 1000),
  });
  return claim;
}
