import { createHash } from "node:crypto";
import { createChallenge, type Payload, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Clock } from "../../security/clock";
import type { BotCheck } from "./bot-check";

const CHALLENGE_LIFETIME_SECONDS = 10 * 60;

/**
 * The challenge's expiry travels in its signed `data`, not in altcha-lib's `expiresAt`: the
 * library compares that one with the machine's real time, and this server judges every expiry
 * by its injected clock (docs/decisions/137-every-expiry-by-the-servers-clock.md).
 */
const EXPIRY_FIELD = "expires_at";

/**
 * ALTCHA proof of work, served and checked by this server (works offline). A proof is the
 * solver's base64 payload; the hash of its challenge's signature is what recording its use
 * stores, so a proof works once, in any process.
 */
export function createAltchaBotCheck(
  { clock, secret }: { clock: Clock; secret: Buffer },
  { maxWork = 60_000 }: { maxWork?: number } = {},
): BotCheck {
  const hmacSignatureSecret = createHash("sha256").update(secret).update("altcha").digest("hex");
  return {
    kind: "altcha",
    siteKey: null,
    scriptUrl: null,
    createChallenge: () =>
      createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: randomInt(Math.floor(maxWork / 10), maxWork),
        deriveKey,
        data: {
          [EXPIRY_FIELD]: Math.floor(clock.now().getTime() / 1000) + CHALLENGE_LIFETIME_SECONDS,
        },
        hmacSignatureSecret,
      }),
    async check(proof) {
      let payload: Payload;
      try {
        payload = JSON.parse(Buffer.from(proof, "base64").toString("utf8")) as Payload;
      } catch {
        return { genuine: false };
      }
      if (!payload?.challenge?.parameters || !payload.solution) return { genuine: false };
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret,
      }).catch(() => null);
      if (!result?.verified || !payload.challenge.signature) return { genuine: false };
      const expiresAtSeconds = payload.challenge.parameters.data?.[EXPIRY_FIELD];
      if (
        typeof expiresAtSeconds !== "number" ||
        expiresAtSeconds * 1000 <= clock.now().getTime()
      ) {
        return { genuine: false };
      }
      return {
        genuine: true,
        use: {
          proofHash: createHash("sha256").update(payload.challenge.signature).digest("hex"),
          expiresAt: new Date(expiresAtSeconds * 1000),
        },
      };
    },
  };
}
