import { randomUUID } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { oneTimeCodes } from "../../db/schema";
import { enqueueMessage } from "../../messaging/enqueue-message";
import type { Clock } from "../../security/clock";
import { keyedHash } from "../../security/keyed-hash";
import type { CatalogCache } from "../catalog/catalog-cache";
import { hitRateLimit } from "../rate-limit/hit-rate-limit";
import { isRateLimited } from "../rate-limit/read-rate-limit";
import { authErrors } from "./auth-errors";
import { CODE_LIFETIME_SECONDS, codeSends, sendsPerIp } from "./auth-limits";
import { codeDigest } from "./code-digest";
import { generateCode } from "./generate-code";
import { getSignInPublisher } from "./get-sign-in-publisher";
import { addressOf, destinationOf, type Identity } from "./identity";

/**
 * Sends a fresh one-time code (principle P4). The new code replaces every earlier one for the
 * same destination, and the message is queued in the same transaction, so a code is stored
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
  // One transaction, so the counters, the code and its message cost a single commit.
  const sent = await db.transaction(async (tx) => {
    const sends = codeSends({ destination, ip: input.ip });
    const perIp = await hitRateLimit({ db: tx, clock }, sendsPerIp(input.ip, input.ipSendLimit));
    const fromNetwork = await hitRateLimit({ db: tx, clock }, sends.fromNetwork);
    if (!perIp.allowed || !fromNetwork.allowed) return false;
    // Only codes really sent count against the address's day, so a stranger who keeps asking
    // does not keep its owner waiting past the day.
    if (await isRateLimited({ db: tx, clock }, sends.overall)) return false;
    await hitRateLimit({ db: tx, clock }, sends.overall);
    await tx
      .update(oneTimeCodes)
      .set({ superseded_at: now })
      .where(
        and(
          eq(oneTimeCodes.publisher_id, publisher.id),
          eq(oneTimeCodes.destination, destination),
          isNull(oneTimeCodes.consumed_at),
          isNull(oneTimeCodes.superseded_at),
        ),
      );
    await tx.insert(oneTimeCodes).values({
      publisher_id: publisher.id,
      destination,
      code_hmac: keyedHash(secret, codeDigest({ publisherId: publisher.id, destination, code })),
      verify_flow_id: verifyFlowId,
      expires_at: new Date(now.getTime() + CODE_LIFETIME_SECONDS * 1000),
    });
    const minutes = CODE_LIFETIME_SECONDS / 60;
    await enqueueMessage(
      { db: tx },
      input.identity.kind === "email"
        ? {
            channel: "email",
            recipient: addressOf(input.identity),
            subject: `${code} is your ${publisher.name} sign-in code`,
            body:
              `Your sign-in code for ${publisher.name} is ${code}.\n\n` +
              `It works once and expires in ${minutes} minutes. ` +
              "If you did not ask for it, you can ignore this e-mail.",
          }
        : {
            channel: "sms",
            recipient: addressOf(input.identity),
            body: `${code} is your ${publisher.name} sign-in code. It expires in ${minutes} minutes.`,
          },
    );
    return true;
  });
  if (!sent) throw authErrors.sendLimited();
  return { verifyFlowId };
}
