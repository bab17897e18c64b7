import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { oneTimeCodes } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { keyedHash, sameDigest } from "../../security/keyed-hash";
import { countedEventsSql, hitRateLimit } from "../rate-limit/hit-rate-limit";
import { authErrors } from "./auth-errors";
import { CODE_MAX_WRONG_TRIES, codeFailures } from "./auth-limits";
import { codeDigest } from "./code-digest";
import { createClaimSql } from "./create-claim";
import { customerSql } from "./ensure-customer";
import { destinationOf, type Identity } from "./identity";
import { provenUserSql } from "./prove-address";

interface Try {
  lockedOut: boolean;
  /** The live code's id and its wrong tries before this one, if there is a live code. */
  codeId: string | null;
  triesBefore: number | null;
  /** Set only when this try was granted: the code had a try left and the network is not locked. */
  codeHmac: string | null;
  verifyFlowId: string | null;
}

/**
 * Checks a one-time code (principle P4): only the latest unexpired, unused code counts; after
 * five wrong tries it is dead even for the right digits; a right code is consumed in the same
 * statement that creates the claim, so one code yields one claim (docs/decisions/053).
 *
 * A try is counted before its digits are compared: the statement that reads the code's digest
 * first takes one of its five tries, atomically, so concurrent guesses can never compare more
 * than five times. A right code gives its try back as it is consumed.
 */
export async function confirmCode(
  deps: { db: Db; clock: Clock; secret: Buffer },
  input: { publisherId: string; identity: Identity; code: string; ip: string },
): Promise<{ verifyFlowId: string; claim: string }> {
  const { db, clock, secret } = deps;
  const destination = destinationOf(input.identity);
  const failures = codeFailures({ destination, ip: input.ip });
  const now = clock.now();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const live = sql`consumed_at IS NULL AND superseded_at IS NULL AND expires_at > ${nowSql}`;

  // The network's lockout comes first: a locked-out network spends none of the code's tries.
  const tried = (await db.execute(sql`
    WITH gate AS (
      SELECT ${countedEventsSql(clock, failures)} >= ${failures.limit} AS locked_out
    ),
    target AS (
      SELECT id, failed_attempts FROM ${oneTimeCodes}
      WHERE publisher_id = ${input.publisherId} AND destination = ${destination} AND ${live}
      ORDER BY created_at DESC LIMIT 1
    ),
    granted AS (
      UPDATE ${oneTimeCodes} SET failed_attempts = failed_attempts + 1
      WHERE id = (SELECT id FROM target) AND ${live}
        AND failed_attempts < ${CODE_MAX_WRONG_TRIES} AND NOT (SELECT locked_out FROM gate)
      RETURNING code_hmac, verify_flow_id
    )
    SELECT gate.locked_out AS "lockedOut", target.id AS "codeId",
      target.failed_attempts AS "triesBefore", granted.code_hmac AS "codeHmac",
      granted.verify_flow_id AS "verifyFlowId"
    FROM gate LEFT JOIN target ON true LEFT JOIN granted ON true`)) as unknown as {
    rows: Try[];
  };
  const [row] = tried.rows;
  if (!row || row.lockedOut) throw authErrors.identityLocked();

  const digest = keyedHash(
    secret,
    codeDigest({ publisherId: input.publisherId, destination, code: input.code }),
  );
  const right =
    row.codeHmac !== null && /^\d{6}$/.test(input.code) && sameDigest(row.codeHmac, digest);
  if (right && row.codeId !== null && row.verifyFlowId !== null) {
    const claim = await consumeCode(deps, {
      ...input,
      codeId: row.codeId,
      now,
    });
    if (claim !== null) return { verifyFlowId: row.verifyFlowId, claim };
  }

  await hitRateLimit({ db, clock }, failures);
  const dead =
    row.codeId !== null && row.codeHmac === null && Number(row.triesBefore) >= CODE_MAX_WRONG_TRIES;
  throw dead ? authErrors.codeLocked() : authErrors.invalidCode();
}

/**
 * Consumes a code whose digits were right, stores the buyer as the publisher's customer, proves
 * their address and makes the claim, in one statement: all of it happens or none. The claim, or
 * null when the code stopped being live meanwhile (a concurrent confirm consumed it, a resend
 * superseded it).
 */
async function consumeCode(
  { db, clock, secret }: { db: Db; clock: Clock; secret: Buffer },
  input: { publisherId: string; identity: Identity; codeId: string; now: Date },
): Promise<string | null> {
  const { now } = input;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const { claim, insert: storeClaim } = createClaimSql(
    { clock, secret },
    {
      publisherId: input.publisherId,
      userRow: "user_row",
      kind: "sign-in",
      proof: { kind: "code", at: now },
    },
  );
  const stored = (await db.execute(sql`
    WITH consumed AS (
      UPDATE ${oneTimeCodes}
      SET consumed_at = ${nowSql}, failed_attempts = failed_attempts - 1
      WHERE id = ${input.codeId}
        AND consumed_at IS NULL AND superseded_at IS NULL AND expires_at > ${nowSql}
      RETURNING id
    ),
    ${provenUserSql({ identity: input.identity, at: now, when: "consumed" })},
    ${customerSql(input.publisherId)},
    claim AS (${storeClaim})
    SELECT id FROM user_row`)) as unknown as { rows: Array<{ id: string }> };
  return stored.rows.length === 1 ? claim : null;
}
