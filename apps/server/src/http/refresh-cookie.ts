import type { FastifyReply, FastifyRequest } from "fastify";
import type { Session } from "../domain/auth/start-session";

// Only the refresh and sign-out calls ever receive the cookie.
const COOKIE_PATH = "/api/oauth/user";

const cookieName = (publisherId: string) => `checkout_refresh_${publisherId}`;

/**
 * Principle P1: the refresh token lives in an httpOnly, SameSite=Strict cookie per publisher;
 * the page holds only the short-lived access token, in memory.
 */
export function setRefreshCookie(
  reply: FastifyReply,
  { publisherId, session, secure }: { publisherId: string; session: Session; secure: boolean },
) {
  reply.setCookie(cookieName(publisherId), session.refreshToken, {
    httpOnly: true,
    secure,
    sameSite: "strict",
    path: COOKIE_PATH,
    expires: session.refreshExpiresAt,
  });
}

export function readRefreshCookie(
  request: FastifyRequest,
  publisherId: string,
): string | undefined {
  return request.cookies[cookieName(publisherId)];
}

export function clearRefreshCookie(
  reply: FastifyReply,
  { publisherId, secure }: { publisherId: string; secure: boolean },
) {
  reply.clearCookie(cookieName(publisherId), {
    httpOnly: true,
    secure,
    sameSite: "strict",
    path: COOKIE_PATH,
  });
}

/** The answer to every call that signs a buyer in: the access token, never the refresh token. */
export function sessionBody(session: Session) {
  return { token: session.accessToken, expires_in: session.expiresIn };
}
