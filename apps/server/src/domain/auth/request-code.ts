import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { commitWithoutFlushSql } from "../../db/commit-without-flush";
import type { Db } from "../../db/connect";
import { preparedPerDatabase } from "../../db/prepared-per-database";
import { prepareSql } from "../../db/prepared-sql";
import { oneTimeCodes } from "../../db/schema";
import { enqueueMessageSql, queuedMessageValues } from "../../messaging/enqueue-message";
import { type Wording, wordingFor } from "../../messaging/wording/wording";
import type { Clock } from "../../security/clock";
import { keyedHash } from "../../security/keyed-hash";
import type { BotProofUse } from "../bot-check/bot-check";
import { spendBotProofSql } from "../bot-check/spend-bot-proof";
import type { CatalogCache } from "../catalog/catalog-cache";
import {
  countEventSql,
  countEventWithinLimitSql,
  countedEventsSql,
  limitPlaceholders,
  limitValues,
} from "../rate-limit/hit-rate-limit";

import { secondsUntilAllowed } from "../rate-limit/seconds-until-allowed";
import { authErrors } from "./auth-errors";
import { CODE_LIFETIME_SECONDS, codeSends, knownDeviceCodeSends, sendsPerIp } from "./auth-limits";
import { codeDigest } from "./code-digest";
import { generateCode } from "./generate-code";
import { getSignInPublisher } from "./get-sign-in-publisher";
import { addressOf, destinationOf, type Identity } from "./identity";

const param = (name: string) => sql.placeholder(name);

/**
 * The whole send as one statement, so the bot proof's use, the counters, the code and its
 * message cost one round trip and one commit, and are written all together or not at all
 * (docs/decisions/055). A proof used before counts nothing and sends nothing. Sends from this
 * network, to any address and to this one, are always counted; only codes really sent count
 * against the day's limit, so a stranger who keeps asking does not keep its owner waiting
 * past the day. The day's limit is the address's, shared by every browser, or the known
 * browser's own (docs/decisions/063); it is checked and counted in one upsert under its row's
 * lock, so concurrent sends never pass it. Every send from one network updates that network's
 * counter row, so the commit does not wait for the disk: a database crash can lose the last
 * moments' sends, whole, which costs a buyer a resend, where waiting would queue every send
 * from a shared network behind one flush after another.
 */
function prepareSend(db: Db) {
  const perIp = limitPlaceholders("perIp");
  const fromNetwork = limitPlaceholders("fromNetwork");
  const daily = limitPlaceholders("daily");
  const now = sql`${param("now")}::timestamptz`;
  return prepareSql(db, "auth_send_code", {
    with: [
      {
        name: "proof",
        body: spendBotProofSql({
          proofHash: param("proofHash"),
          expiresAt: param("proofExpiresAt"),
        }),
      },
      {
        name: "fresh",
        body: sql`SELECT 1 WHERE ${param("proofHash")}::text IS NULL OR EXISTS (SELECT 1 FROM proof)`,
      },
      { name: "per_ip", body: countEventSql(perIp, sql`FROM fresh`) },
      { name: "from_network", body: countEventSql(fromNetwork, sql`FROM fresh`) },
      {
        name: "network",
        body: sql`
      SELECT (SELECT count FROM per_ip) + ${countedEventsSql(perIp, { beforeCurrentSlice: true })} <= ${perIp.limit}::int
        AND (SELECT count FROM from_network) + ${countedEventsSql(fromNetwork, { beforeCurrentSlice: true })} <= ${fromNetwork.limit}::int AS allowed`,
      },
      { name: "daily", body: countEventWithinLimitSql(daily, sql`FROM network WHERE allowed`) },
      {
        name: "gate",
        body: sql`SELECT EXISTS (SELECT 1 FROM fresh) AS fresh, EXISTS (SELECT 1 FROM daily) AS allowed`,
      },
      {
        name: "superseded",
        body: sql`
      UPDATE ${oneTimeCodes} SET superseded_at = ${now}
      WHERE publisher_id = ${param("publisherId")}::uuid AND destination = ${param("destination")}::text
        AND consumed_at IS NULL AND superseded_at IS NULL AND (SELECT allowed FROM gate)`,
      },
      {
        name: "new_code",
        body: sql`
      INSERT INTO ${oneTimeCodes} (publisher_id, destination, code_hmac, verify_flow_id, expires_at)
      SELECT ${param("publisherId")}::uuid, ${param("destination")}::text, ${param("codeHmac")}::text,
        ${param("verifyFlowId")}::uuid, ${param("expiresAt")}::timestamptz
      FROM gate WHERE allowed`,
      },
      { name: "queued", body: enqueueMessageSql(sql`FROM gate WHERE allowed`) },
      { name: "no_flush", body: commitWithoutFlushSql },
    ],
    select: { fresh: sql<boolean>`fresh`, allowed: sql<boolean | null>`allowed` },
    from: sql`gate CROSS JOIN no_flush`,
  });
}
const statementsOf = preparedPerDatabase(prepareSend);

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
    /** The checked bot proof's use, recorded by the send (null: nothing to record). */
    botProofUse: BotProofUse | null;
    /** The browser's id when it proved this address before (known-device.ts), else null. */
    knownDeviceId: string | null;
    /** The language of the page asking: the code's message is written in it. */
    locale?: string;
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
  const dailyLimit =
    input.knownDeviceId === null
      ? sends.overall
      : knownDeviceCodeSends({ destination, deviceId: input.knownDeviceId });
  const message = codeMessage(input.identity, {
    code,
    creator: publisher.name,
    wording: wordingFor(input.locale),
  });
  const [result] = await statementsOf(db).execute({
    proofHash: input.botProofUse?.proofHash ?? null,
    proofExpiresAt: input.botProofUse?.expiresAt.toISOString() ?? null,
    ...limitValues(clock, perIp, "perIp"),
    ...limitValues(clock, sends.fromNetwork, "fromNetwork"),
    ...limitValues(clock, dailyLimit, "daily"),
    now: now.toISOString(),
    publisherId: publisher.id,
    destination,
    codeHmac: keyedHash(secret, codeDigest({ publisherId: publisher.id, destination, code })),
    verifyFlowId,
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_SECONDS * 1000).toISOString(),
    ...queuedMessageValues({ clock }, message),
  });
  if (!result?.fresh) throw authErrors.botCheckFailed();
  if (result.allowed !== true) {
    const wait = await secondsUntilAllowed({ db, clock }, [perIp, sends.fromNetwork, dailyLimit]);
    throw authErrors.sendLimited(wait);
  }
  return { verifyFlowId };
}

/** The code's e-mail or text message, in the publisher's name and the buyer's language. */
function codeMessage(
  identity: Identity,
  { code, creator, wording }: { code: string; creator: string; wording: Wording },
) {
  const values = { code, creator, count: CODE_LIFETIME_SECONDS / 60 };
  return identity.kind === "email"
    ? {
        channel: "email" as const,
        recipient: addressOf(identity),
        subject: wording.say("code.email.subject", values),
        body: wording.say("code.email.body", values),
      }
    : {
        channel: "sms" as const,
        recipient: addressOf(identity),
        body: wording.say("code.sms", values),
      };
}
