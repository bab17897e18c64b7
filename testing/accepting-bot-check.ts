import type { BotCheck } from "@creator-checkout/server/domain/bot-check/bot-check";

/** A bot check that lets every request through, so tests reach what lies behind it. */
export const acceptingBotCheck: BotCheck = {
  kind: "altcha",
  siteKey: null,
  scriptUrl: null,
  createChallenge: async () => ({}),
  check: async () => ({ genuine: true, use: null }),
};
