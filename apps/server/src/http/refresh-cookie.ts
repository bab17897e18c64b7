import type { FastifyReply, FastifyRequest } from "fastify";
import type { Session } from "../domain/auth/start-session";

// Only the refresh and sign-out calls ever receive the cookie.
const COOKIE_PATH = "/api/oauth/user";

const cookieName = (publisherId: string) => `checkout_refresh_${publisherId}`;

// The refresh cookie never reaches the page's own address, so beside it goes a hint that holds
// no token at all, only that a session may be kept: the server then renders the page as it
// looks while the session loads, not the sign-in form (docs/decisions/045). Lax, so a buyer
// arriving by a link from the creator's site is recognised as well.
const HINT_PATH = "/";
const hintName = (publisherId: string) => `checkout_session_${publisherId}`;

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
  reply.setCookie(hintName(publisherId), "1", {
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: HINT_PATH,
    expires: session.refreshExpiresAt,
  });
}

/** Whether the request carries the hint that a session for the publisher may be kept. */
export function hasSessionHint(request: FastifyRequest, publisherId: string): boolean {
  return request.cookies[hintName(publisherId)] !== undefined;
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
  reply.clearCookie(hintName(publisherId), {
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: HINT_PATH,
  });
}

/** The answer to every call that signs a buyer in: the access token, never the refresh token. */
export function sessionBody(session: Session) {
  return { token: session.accessToken, expires_in: session.expiresIn };
}
