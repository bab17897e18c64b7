import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { claims } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { keyedHash, randomToken } from "../../security/keyed-hash";
import { CLAIM_LIFETIME_SECONDS } from "./auth-limits";
import type { SessionProof } from "./start-session";

export type ClaimKind = "sign-in" | "outbound";

interface ClaimInput {
  publisherId: string;
  kind: ClaimKind;
  proof: SessionProof | null;
}

/** A fresh claim and the row that stores it, less the user. */
export function newClaim({ clock, secret }: { clock: Clock; secret: Buffer }, input: ClaimInput) {
  const claim = randomToken();
  return {
    claim,
    row: {
      claim_hmac: keyedHash(secret, claim),
      publisher_id: input.publisherId,
      kind: input.kind,
      proof: input.proof?.kind ?? null,
      proven_at: input.proof?.at ?? null,
      expires_at: new Date(clock.now().getTime() + CLAIM_LIFETIME_SECONDS * 1000),
    },
  };
}

/**
 * A single-use claim, valid for two minutes; only its HMAC is stored. It carries the proof of
 * the sign-in that made it, so the session it opens is no more trusted than its maker.
 */
export async function createClaim(
  { db, clock, secret }: { db: Db; clock: Clock; secret: Buffer },
  input: ClaimInput & { userId: string },
): Promise<string> {
  const { claim, row } = newClaim({ clock, secret }, input);
  await db.insert(claims).values({ ...row, user_id: input.userId });
  return claim;
}

/** A claim's row, less the user, as a statement sees it: values or placeholders. */
export interface ClaimRowRefs {
  claimHmac: unknown;
  publisherId: unknown;
  kind: unknown;
  proof: unknown;
  provenAt: unknown;
  expiresAt: unknown;
}

/**
 * `createClaim` as a CTE body for a larger statement: the `INSERT ... SELECT` that stores the
 * claim for the user whose `id` the CTE named `userRow` returns.
 */
export function createClaimSql(row: ClaimRowRefs, userRow: string): SQL {
  return sql`
      INSERT INTO ${claims} (claim_hmac, publisher_id, user_id, kind, proof, proven_at, expires_at)
      SELECT ${row.claimHmac}::text, ${row.publisherId}::uuid, id, ${row.kind}::text,
        ${row.proof}::text, ${row.provenAt}::timestamptz, ${row.expiresAt}::timestamptz
      FROM ${sql.identifier(userRow)}`;
}
