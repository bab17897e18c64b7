import type { FastifyReply, FastifyRequest } from "fastify";
import { authErrors } from "../domain/auth/auth-errors";
import type { BotCheck } from "../domain/bot-check/bot-check";

/** A preHandler for calls that start a sign-in: a valid, unused bot proof in `x-bot-proof`. */
export function requireBotProof(botCheck: BotCheck) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const proof = request.headers["x-bot-proof"];
    if (typeof proof !== "string" || proof.length === 0 || proof.length > 8192)
      throw authErrors.botCheckFailed();
    if (!(await botCheck.verify(proof, request.ip))) throw authErrors.botCheckFailed();
  };
}
