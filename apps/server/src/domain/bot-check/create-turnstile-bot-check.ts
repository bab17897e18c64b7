import type { BotCheck } from "./bot-check";

/**
 * Cloudflare Turnstile, used instead of ALTCHA when its keys are set. Cloudflare makes each
 * token single-use, so replay protection comes with the answer.
 */
export function createTurnstileBotCheck(options: {
  siteKey: string;
  secretKey: string;
  verifyUrl?: string;
}): BotCheck {
  const verifyUrl =
    options.verifyUrl ?? "https://challenges.cloudflare.com/turnstile/v0/siteverify";
  return {
    kind: "turnstile",
    siteKey: options.siteKey,
    async verify(proof, ip) {
      const response = await fetch(verifyUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ secret: options.secretKey, response: proof, remoteip: ip }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      if (!response?.ok) return false;
      const result = (await response.json().catch(() => null)) as { success?: unknown } | null;
      return result?.success === true;
    },
  };
}
