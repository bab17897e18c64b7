import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/connect";
import { verifyAccessToken } from "../domain/auth/access-token";
import { authErrors } from "../domain/auth/auth-errors";
import { endOtherUnprovenSessions } from "../domain/auth/end-other-unproven-sessions";
import { findLiveSession } from "../domain/auth/find-live-session";
import type { SessionProof } from "../domain/auth/start-session";
import type { Clock } from "../security/clock";

export interface SignedInCaller {
  id: string;
  publisherId: string;
  sessionId: string;
  /** How this session proved the address; null for a session that never did. */
  proof: SessionProof | null;
}

declare module "fastify" {
  interface FastifyRequest {
    user: SignedInCaller | null;
  }
}

/**
 * A preHandler that admits only a valid access token issued for the publisher named in the
 * `publisherid` header (principle P9) whose session is still live, and records who is calling.
 */
export function authenticate({ db, secret, clock }: { db: Db; secret: Buffer; clock: Clock }) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization ?? "";
    const token = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
    const publisherId = request.headers.publisherid;
    if (!token || typeof publisherId !== "string") throw authErrors.signInRequired();
    const verified = await verifyAccessToken({ secret, clock }, { token, publisherId });
    if (!verified) throw authErrors.sessionExpired();
    const session = await findLiveSession({ db, clock }, { ...verified, publisherId });
    if (!session) throw authErrors.sessionExpired();
    // Reads change nothing; a write by a session that never proved the address claims the
    // account from any other such session.
    if (!session.proof && !["GET", "HEAD", "OPTIONS"].includes(request.method)) {
      await endOtherUnprovenSessions({ db, clock }, verified);
    }
    request.user = {
      id: verified.userId,
      publisherId,
      sessionId: verified.sessionId,
      proof: session.proof,
    };
  };
}
