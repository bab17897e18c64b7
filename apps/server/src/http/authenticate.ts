import type { FastifyReply, FastifyRequest } from "fastify";
import { verifyAccessToken } from "../domain/auth/access-token";
import { authErrors } from "../domain/auth/auth-errors";
import type { Clock } from "../security/clock";

declare module "fastify" {
  interface FastifyRequest {
    user: { id: string; publisherId: string } | null;
  }
}

/**
 * A preHandler that admits only a valid access token issued for the publisher named in the
 * `publisherid` header (decision 9), and records who is calling.
 */
export function authenticate({ secret, clock }: { secret: Buffer; clock: Clock }) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization ?? "";
    const token = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
    const publisherId = request.headers.publisherid;
    if (!token || typeof publisherId !== "string") throw authErrors.signInRequired();
    const userId = await verifyAccessToken({ secret, clock }, { token, publisherId });
    if (!userId) throw authErrors.sessionExpired();
    request.user = { id: userId, publisherId };
  };
}
