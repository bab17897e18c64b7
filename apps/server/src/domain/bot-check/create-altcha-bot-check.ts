import { createHash } from "node:crypto";
import { createChallenge, type Payload, randomInt, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import type { Clock } from "../../security/clock";
import type { BotCheck } from "./bot-check";

const CHALLENGE_LIFETIME_SECONDS = 10 * 60;

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
        expiresAt: new Date(clock.now().getTime() + CHALLENGE_LIFETIME_SECONDS * 1000),
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
      const expiresAtSeconds = payload.challenge.parameters.expiresAt ?? 0;
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
