import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { claims } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { keyedHash } from "../../security/keyed-hash";
import { authErrors } from "./auth-errors";
import type { ClaimKind } from "./create-claim";
import type { SessionProof } from "./start-session";

/**
 * Spends a claim: one statement marks it used only if it is unused, unexpired, the
 * publisher's and of one of `kinds`, so two concurrent exchanges can never both succeed
 * (docs/decisions/038).
 */
export async function exchangeClaim(
  { db, clock, secret }: { db: Db; clock: Clock; secret: Buffer },
  {
    publisherId,
    claim,
    kinds = ["sign-in", "outbound"],
  }: { publisherId: string; claim: string; kinds?: readonly ClaimKind[] },
): Promise<{ userId: string; proof: SessionProof | null }> {
  const now = clock.now();
  const [row] = await db
    .update(claims)
    .set({ used_at: now })
    .where(
      and(
        eq(claims.claim_hmac, keyedHash(secret, claim)),
        eq(claims.publisher_id, publisherId),
        inArray(claims.kind, [...kinds]),
        isNull(claims.used_at),
        gt(claims.expires_at, now),
      ),
    )
    .returning({ userId: claims.user_id, proof: claims.proof, provenAt: claims.proven_at });
  if (!row) throw authErrors.invalidClaim();
  return {
    userId: row.userId,
    proof: row.proof && row.provenAt ? { kind: row.proof, at: row.provenAt } : null,
  };
}
