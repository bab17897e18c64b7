import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { preparedPerDatabase } from "../../db/prepared-per-database";
import { prepareSql } from "../../db/prepared-sql";
import { oneTimeCodes } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { keyedHash } from "../../security/keyed-hash";
import { limitPlaceholders, limitValues } from "../rate-limit/hit-rate-limit";
import { spendTrySql } from "../rate-limit/spend-try";
import { authErrors } from "./auth-errors";
import { CODE_MAX_WRONG_TRIES, codeFailures } from "./auth-limits";
import { codeDigest } from "./code-digest";
import { createClaimSql, newClaim } from "./create-claim";
import { customerSql } from "./ensure-customer";
import { addressOf, destinationOf, type Identity } from "./identity";
import { provenUserCtes } from "./prove-address";

const param = (name: string) => sql.placeholder(name);

const claimRefs = {
  claimHmac: param("claimHmac"),
  publisherId: param("publisherId"),
  kind: "sign-in",
  proof: "code",
  provenAt: sql`${param("now")}::timestamptz`,
  expiresAt: param("claimExpiresAt"),
};

/** What one confirmation did, read from the statement's CTEs. */
const triedFields = {
  lockedOut: sql<boolean>`gate.locked_out`,
  /** The live code's id and its wrong tries before this one, if there is a live code. */
  codeId: sql<string | null>`target.id`,
  triesBefore: sql<number | null>`target.failed_attempts`,
  /** Set only when this try was granted: true when the digits were right and the code is spent. */
  matched: sql<boolean | null>`tried.matched`,
  verifyFlowId: sql<string | null>`tried.verify_flow_id`,
};

/**
 * The whole confirmation as one statement (docs/decisions/055), one for each kind of address.
 * The network's limit comes first: every confirmation spends one of the network's tries for the
 * address, counted and decided at once under the counter row's lock, so concurrent confirmations
 * get no more than the limit (docs/decisions/062); a network with none left spends none of the
 * code's tries. The update that takes a code's try compares the digits under the code's row lock,
 * so concurrent guesses compare at most five times; right digits consume the code instead of
 * spending a try, and everything after hangs on that: the buyer stored and proven, their
 * customer record, the claim.
 */
function prepareConfirm(db: Db, kind: Identity["kind"]) {
  const now = sql`${param("now")}::timestamptz`;
  const live = sql`consumed_at IS NULL AND superseded_at IS NULL AND expires_at > ${now}`;
  const matches = sql`code_hmac = ${param("digest")}::text`;
  const failures = limitPlaceholders("failures");
  return prepareSql(db, `auth_confirm_code_${kind}`, {
    with: [
      { name: "spent", body: spendTrySql(failures) },
      { name: "gate", body: sql`SELECT NOT EXISTS (SELECT 1 FROM spent) AS locked_out` },
      {
        name: "target",
        body: sql`
      SELECT id, failed_attempts FROM ${oneTimeCodes}
      WHERE publisher_id = ${param("publisherId")}::uuid
        AND destination = ${param("destination")}::text AND ${live}
      ORDER BY created_at DESC LIMIT 1`,
      },
      {
        name: "tried",
        body: sql`
      UPDATE ${oneTimeCodes} SET
        consumed_at = CASE WHEN ${matches} THEN ${now} END,
        failed_attempts = failed_attempts + CASE WHEN ${matches} THEN 0 ELSE 1 END
      WHERE id = (SELECT id FROM target) AND ${live}
        AND failed_attempts < ${CODE_MAX_WRONG_TRIES} AND NOT (SELECT locked_out FROM gate)
      RETURNING verify_flow_id, consumed_at IS NOT NULL AS matched`,
      },
      { name: "consumed", body: sql`SELECT 1 FROM tried WHERE matched` },
      ...provenUserCtes({ kind, address: param("address"), provenAt: now, when: "consumed" }),
      { name: "customer", body: customerSql(param("publisherId")) },
      { name: "claim", body: createClaimSql(claimRefs, "user_row") },
    ],
    select: triedFields,
    from: sql`gate LEFT JOIN target ON true LEFT JOIN tried ON true`,
  });
}

const statementsOf = preparedPerDatabase((db) => ({
  email: prepareConfirm(db, "email"),
  sms: prepareConfirm(db, "sms"),
}));

/**
 * Checks a one-time code (principle P4): only the latest unexpired, unused code counts; after
 * five wrong tries it is dead even for the right digits; a right code is consumed in the same
 * statement that creates the claim, so one code yields one claim. One statement and one commit
 * in all (docs/decisions/055).
 */
export async function confirmCode(
  deps: { db: Db; clock: Clock; secret: Buffer },
  input: { publisherId: string; identity: Identity; code: string; ip: string },
): Promise<{ verifyFlowId: string; claim: string }> {
  const { db, clock, secret } = deps;
  const destination = destinationOf(input.identity);
  const now = clock.now();
  // Stored digests are of six digits, so anything else is a wrong try that can never match.
  const digest = /^\d{6}$/.test(input.code)
    ? keyedHash(
        secret,
        codeDigest({ publisherId: input.publisherId, destination, code: input.code }),
      )
    : "";
  const { claim, row: claimRow } = newClaim(
    { clock, secret },
    { publisherId: input.publisherId, kind: "sign-in", proof: { kind: "code", at: now } },
  );
  const [row] = await statementsOf(db)[input.identity.kind].execute({
    ...limitValues(clock, codeFailures({ destination, ip: input.ip }), "failures"),
    now: now.toISOString(),
    publisherId: input.publisherId,
    destination,
    digest,
    address: addressOf(input.identity),
    claimHmac: claimRow.claim_hmac,
    claimExpiresAt: claimRow.expires_at.toISOString(),
  });
  if (!row || row.lockedOut) throw authErrors.identityLocked();
  if (row.matched === true && row.verifyFlowId !== null) {
    return { verifyFlowId: row.verifyFlowId, claim };
  }
  const dead =
    row.codeId !== null && row.matched === null && Number(row.triesBefore) >= CODE_MAX_WRONG_TRIES;
  throw dead ? authErrors.codeLocked() : authErrors.invalidCode();
}
