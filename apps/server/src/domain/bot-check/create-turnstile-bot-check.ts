import type { TurnstileSiteverify } from "../../adapters/turnstile/turnstile-siteverify";
import type { BotCheck } from "./bot-check";

/** Cloudflare's own address; settings replace it only to point tests at a stand-in. */
export const TURNSTILE_SCRIPT_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js";

/**
 * Cloudflare Turnstile, used instead of ALTCHA when its keys are set (docs/decisions/039).
 * Cloudflare makes each token single-use, so replay protection comes with the answer; asking it
 * is the adapter's part (docs/decisions/150).
 */
export function createTurnstileBotCheck(options: {
  siteKey: string;
  scriptUrl?: string | undefined;
  siteverify: TurnstileSiteverify;
}): BotCheck {
  return {
    kind: "turnstile",
    siteKey: options.siteKey,
    scriptUrl: options.scriptUrl ?? TURNSTILE_SCRIPT_URL,
    async check(proof, ip) {
      return (await options.siteverify(proof, ip))
        ? { genuine: true, use: null }
        : { genuine: false };
    },
  };
}
