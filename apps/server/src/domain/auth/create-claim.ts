import type { Db } from "../../db/connect";
import { claims } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { keyedHash, randomToken } from "../../security/keyed-hash";
import { CLAIM_LIFETIME_SECONDS } from "./auth-limits";
import type { SessionProof } from "./start-session";

export type ClaimKind = "sign-in" | "outbound";

/**
 * A single-use claim, valid for two minutes; only its HMAC is stored. It carries the proof of
 * the sign-in that made it, so the session it opens is no more trusted than its maker.
 */
export async function createClaim(
  { db, clock, secret }: { db: Db; clock: Clock; secret: Buffer },
  input: { publisherId: string; userId: string; kind: ClaimKind; proof: SessionProof | null },
): Promise<string> {
  const claim = randomToken();
  await db.insert(claims).values({
    claim_hmac: keyedHash(secret, claim),
    publisher_id: input.publisherId,
    user_id: input.userId,
    kind: input.kind,
    proof: input.proof?.kind ?? null,
    proven_at: input.proof?.at ?? null,
    expires_at: new Date(clock.now().getTime() + CLAIM_LIFETIME_SECONDS * 1000),
  });
  return claim;
}
