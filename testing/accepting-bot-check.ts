import { randomBytes } from "node:crypto";
import type { BotCheck } from "@creator-checkout/server/domain/bot-check/bot-check";
import { createAltchaBotCheck } from "@creator-checkout/server/domain/bot-check/create-altcha-bot-check";
import { systemClock } from "@creator-checkout/server/security/clock";

// Its challenges are real ALTCHA ones, so the challenge route answers what its table declares.
const altcha = createAltchaBotCheck(
  { clock: systemClock, secret: randomBytes(32) },
  { maxWork: 2_000 },
);

/** A bot check that lets every request through, so tests reach what lies behind it. */
export const acceptingBotCheck: BotCheck = {
  kind: "altcha",
  siteKey: null,
  scriptUrl: null,
  createChallenge: altcha.createChallenge,
  check: async () => ({ genuine: true, use: null }),
};
