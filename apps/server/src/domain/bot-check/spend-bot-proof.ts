import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { usedBotProofs } from "../../db/schema";
import type { BotProofUse } from "./bot-check";

/** Records a proof as used; false when it was used before, in any process. */
export async function spendBotProof({ db }: { db: Db }, use: BotProofUse): Promise<boolean> {
  const inserted = await db
    .insert(usedBotProofs)
    .values({ proof_hash: use.proofHash, expires_at: use.expiresAt })
    .onConflictDoNothing()
    .returning({ hash: usedBotProofs.proof_hash });
  return inserted.length === 1;
}

/**
 * `spendBotProof` as a CTE body for the statement that acts on the proof: it returns a row only
 * when this statement used the proof up. With a null `proofHash` (the provider makes proofs
 * single-use) it records nothing. Values or a prepared statement's placeholders.
 */
export function spendBotProofSql({
  proofHash,
  expiresAt,
}: {
  proofHash: unknown;
  expiresAt: unknown;
}): SQL {
  return sql`
    INSERT INTO ${usedBotProofs} (proof_hash, expires_at)
    SELECT ${proofHash}::text, ${expiresAt}::timestamptz WHERE ${proofHash}::text IS NOT NULL
    ON CONFLICT DO NOTHING
    RETURNING 1`;
}
