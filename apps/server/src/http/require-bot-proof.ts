import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/connect";
import { authErrors } from "../domain/auth/auth-errors";
import type { BotCheck, BotProofUse } from "../domain/bot-check/bot-check";
import { spendBotProof } from "../domain/bot-check/spend-bot-proof";

/**
 * The bot proof in `x-bot-proof`, checked but not yet used up: the use to record, which the
 * caller's own statement must record (or null when the provider allows each proof once).
 * Refuses a missing or false proof.
 */
export async function checkedBotProof(
  botCheck: BotCheck,
  request: FastifyRequest,
): Promise<BotProofUse | null> {
  const proof = request.headers["x-bot-proof"];
  if (typeof proof !== "string" || proof.length === 0 || proof.length > 8192)
    throw authErrors.botCheckFailed();
  const checked = await botCheck.check(proof, request.ip);
  if (!checked.genuine) throw authErrors.botCheckFailed();
  return checked.use;
}

/** A preHandler for calls that start a sign-in: a valid, unused bot proof, used up here. */
export function requireBotProof(botCheck: BotCheck, db: Db) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const use = await checkedBotProof(botCheck, request);
    if (use && !(await spendBotProof({ db }, use))) throw authErrors.botCheckFailed();
  };
}
