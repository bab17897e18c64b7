import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { oneTimeCodes } from "../../db/schema";
import { enqueueMessageSql } from "../../messaging/enqueue-message";
import type { Clock } from "../../security/clock";
import { keyedHash } from "../../security/keyed-hash";
import type { CatalogCache } from "../catalog/catalog-cache";
import { countEventSql, countedEventsSql, sliceOf } from "../rate-limit/hit-rate-limit";
import { authErrors } from "./auth-errors";
import { CODE_LIFETIME_SECONDS, codeSends, sendsPerIp } from "./auth-limits";
import { codeDigest } from "./code-digest";
import { generateCode } from "./generate-code";
import { getSignInPublisher } from "./get-sign-in-publisher";
import { addressOf, destinationOf, type Identity } from "./identity";

/**
 * Sends a fresh one-time code (principle P4). The new code replaces every earlier one for the
 * same destination, and the message is queued in the same statement, so a code is stored
 * if and only if its message will go out. Known and unknown addresses get the same answer.
 */
export async function requestCode(
  deps: { db: Db; clock: Clock; secret: Buffer; catalogCache?: CatalogCache },
  input: {
    publisherId: string;
    identity: Identity;
    ip: string;
    /** Code sends one address may ask for in 15 minutes (shared networks need more). */
    ipSendLimit: number;
    verifyFlowId?: string | undefined;
  },
): Promise<{ verifyFlowId: string }> {
  const { db, clock, secret } = deps;
  const publisher = await getSignInPublisher({ db, catalogCache: deps.catalogCache }, input);
  const destination = destinationOf(input.identity);
  const code = generateCode();
  const verifyFlowId = input.verifyFlowId ?? randomUUID();
  const now = clock.now();
  const sends = codeSends({ destination, ip: input.ip });
  const perIp = sendsPerIp(input.ip, input.ipSendLimit);
  const message = codeMessage(input.identity, { code, publisherName: publisher.name });
  // One statement, so the counters, the code and its message cost one round trip and one
  // commit, and are written all together or not at all. Sends from this network, to any address
  // and to this one, are always counted; only codes really sent count against the address's
  // day, so a stranger who keeps asking does not keep its owner waiting past the day.
  const result = (await db.execute(sql`
    WITH per_ip AS (${countEventSql(clock, perIp)}),
    from_network AS (${countEventSql(clock, sends.fromNetwork)}),
    gate AS (
      SELECT (SELECT count FROM per_ip) + ${countedEventsSql(clock, perIp, { beforeCurrentSlice: true })} <= ${perIp.limit}
        AND (SELECT count FROM from_network) + ${countedEventsSql(clock, sends.fromNetwork, { beforeCurrentSlice: true })} <= ${sends.fromNetwork.limit}
        AND ${countedEventsSql(clock, sends.overall)} < ${sends.overall.limit} AS allowed
    ),
    overall AS (
      INSERT INTO rate_limit_counters (bucket, window_start, count)
      SELECT ${sends.overall.bucket}, ${sliceOf(clock, sends.overall).current.toISOString()}::timestamptz, 1
      FROM gate WHERE allowed
      ON CONFLICT (bucket, window_start) DO UPDATE SET count = rate_limit_counters.count + 1
    ),
    superseded AS (
      UPDATE ${oneTimeCodes} SET superseded_at = ${now.toISOString()}::timestamptz
      WHERE publisher_id = ${publisher.id} AND destination = ${destination}
        AND consumed_at IS NULL AND superseded_at IS NULL AND (SELECT allowed FROM gate)
    ),
    new_code AS (
      INSERT INTO ${oneTimeCodes} (publisher_id, destination, code_hmac, verify_flow_id, expires_at)
      SELECT ${publisher.id}::uuid, ${destination}::text,
        ${keyedHash(secret, codeDigest({ publisherId: publisher.id, destination, code }))}::text,
        ${verifyFlowId}::uuid,
        ${new Date(now.getTime() + CODE_LIFETIME_SECONDS * 1000).toISOString()}::timestamptz
      FROM gate WHERE allowed
    ),
    queued AS (${enqueueMessageSql({ clock }, message, sql`FROM gate WHERE allowed`)})
    SELECT allowed FROM gate`)) as unknown as { rows: Array<{ allowed: boolean }> };
  const sent = result.rows[0]?.allowed === true;
  if (!sent) throw authErrors.sendLimited();
  return { verifyFlowId };
}

/** The code's e-mail or text message, in the publisher's name. */
function codeMessage(
  identity: Identity,
  { code, publisherName }: { code: string; publisherName: string },
) {
  const minutes = CODE_LIFETIME_SECONDS / 60;
  return identity.kind === "email"
    ? {
        channel: "email" as const,
        recipient: addressOf(identity),
        subject: `${code} is your ${publisherName} sign-in code`,
        body:
          `Your sign-in code for ${publisherName} is ${code}.\n\n` +
          `It works once and expires in ${minutes} minutes. ` +
          "If you did not ask for it, you can ignore this e-mail.",
      }
    : {
        channel: "sms" as const,
        recipient: addressOf(identity),
        body: `${code} is your ${publisherName} sign-in code. It expires in ${minutes} minutes.`,
      };
}
