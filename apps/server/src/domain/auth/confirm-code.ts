import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { oneTimeCodes } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { keyedHash, sameDigest } from "../../security/keyed-hash";
import { countedEventsSql, hitRateLimit } from "../rate-limit/hit-rate-limit";
import { isRateLimited } from "../rate-limit/read-rate-limit";
import { authErrors } from "./auth-errors";
import { CODE_MAX_WRONG_TRIES, codeFailures } from "./auth-limits";
import { codeDigest } from "./code-digest";
import { createClaimSql } from "./create-claim";
import { ensureCustomerSql } from "./ensure-customer";
import { destinationOf, type Identity } from "./identity";
import { proveAddress } from "./prove-address";

type Outcome =
  | { kind: "confirmed"; claim: string; verifyFlowId: string }
  | { kind: "wrong" }
  | { kind: "locked" }
  | { kind: "identity-locked" };

/**
 * Checks a one-time code (principle P4): only the latest unexpired, unused code counts; after
 * five wrong tries it is dead even for the right digits; a right code is consumed in the same
 * transaction that creates the claim, under a row lock, so one code yields one claim.
 */
export async function confirmCode(
  deps: { db: Db; clock: Clock; secret: Buffer },
  input: { publisherId: string; identity: Identity; code: string; ip: string },
): Promise<{ verifyFlowId: string; claim: string }> {
  const { db, clock, secret } = deps;
  const destination = destinationOf(input.identity);
  const failures = codeFailures({ destination, ip: input.ip });

  const now = clock.now();
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    // The network's lockout is read with the code, to spare a round trip; it is decided first.
    const [found] = await tx
      .select({
        code: oneTimeCodes,
        lockedOut: sql<boolean>`${countedEventsSql(clock, failures)} >= ${failures.limit}`,
      })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.publisher_id, input.publisherId),
          eq(oneTimeCodes.destination, destination),
          isNull(oneTimeCodes.consumed_at),
          isNull(oneTimeCodes.superseded_at),
          gt(oneTimeCodes.expires_at, now),
        ),
      )
      .orderBy(desc(oneTimeCodes.created_at))
      .limit(1)
      .for("update");
    if (found?.lockedOut) return { kind: "identity-locked" };
    if (!found) {
      return (await isRateLimited({ db: tx, clock }, failures))
        ? { kind: "identity-locked" }
        : { kind: "wrong" };
    }
    const row = found.code;
    if (row.failed_attempts >= CODE_MAX_WRONG_TRIES) return { kind: "locked" };
    const digest = keyedHash(
      secret,
      codeDigest({ publisherId: input.publisherId, destination, code: input.code }),
    );
    if (!/^\d{6}$/.test(input.code) || !sameDigest(row.code_hmac, digest)) {
      await tx
        .update(oneTimeCodes)
        .set({ failed_attempts: sql`${oneTimeCodes.failed_attempts} + 1` })
        .where(eq(oneTimeCodes.id, row.id));
      return { kind: "wrong" };
    }
    // The code is consumed, the buyer stored and the claim made in one statement, under the
    // code's row lock.
    const { claim, insert: storeClaim } = createClaimSql(
      { clock, secret },
      {
        publisherId: input.publisherId,
        userRow: "user_row",
        kind: "sign-in",
        proof: { kind: "code", at: now },
      },
    );
    const stored = (await tx.execute(sql`
      WITH consumed AS (
        UPDATE ${oneTimeCodes} SET consumed_at = ${now.toISOString()}::timestamptz
        WHERE id = ${row.id}
      ),
      ${ensureCustomerSql({ publisherId: input.publisherId, identity: input.identity })},
      claim AS (${storeClaim})
      SELECT id FROM user_row`)) as unknown as { rows: Array<{ id: string }> };
    const [user] = stored.rows;
    if (!user) throw new Error("the user could not be stored");
    await proveAddress({ db: tx, clock }, { userId: user.id });
    return { kind: "confirmed", claim, verifyFlowId: row.verify_flow_id };
  });

  if (outcome.kind === "confirmed")
    return { verifyFlowId: outcome.verifyFlowId, claim: outcome.claim };
  if (outcome.kind === "identity-locked") throw authErrors.identityLocked();
  await hitRateLimit({ db, clock }, failures);
  throw outcome.kind === "locked" ? authErrors.codeLocked() : authErrors.invalidCode();
}
