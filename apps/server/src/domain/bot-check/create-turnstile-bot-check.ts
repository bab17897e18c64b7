import type { BotCheck } from "./bot-check";

/** Cloudflare's own addresses; settings replace them only to point tests at a stand-in. */
export const TURNSTILE_SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js";
export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/**
 * Cloudflare Turnstile, used instead of ALTCHA when its keys are set (docs/decisions/039).
 * Cloudflare makes each token single-use, so replay protection comes with the answer.
 */
export function createTurnstileBotCheck(options: {
  siteKey: string;
  secretKey: string;
  scriptUrl?: string | undefined;
  verifyUrl?: string | undefined;
}): BotCheck {
  const verifyUrl = options.verifyUrl ?? TURNSTILE_VERIFY_URL;
  return {
    kind: "turnstile",
    siteKey: options.siteKey,
    scriptUrl: options.scriptUrl ?? TURNSTILE_SCRIPT_URL,
    async check(proof, ip) {
      const response = await fetch(verifyUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ secret: options.secretKey, response: proof, remoteip: ip }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => null);
      if (!response?.ok) return { genuine: false };
      const result = (await response.json().catch(() => null)) as { success?: unknown } | null;
      return result?.success === true ? { genuine: true, use: null } : { genuine: false };
    },
  };
}
