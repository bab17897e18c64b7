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

// A checkout inside another site's frame cannot keep a cookie there (browsers block third-party
// cookies, and a SameSite=Strict one is never sent in a cross-site frame): its script says so on
// every call, and its session's refresh token travels in the answer's body and in a header
// instead, held in the frame's memory for the overlay's life (docs/decisions/098).
const FRAME_SESSION_HEADER = "x-checkout-session";
const FRAME_REFRESH_HEADER = "x-refresh-token";

/** Whether the call comes from a checkout in a frame, which keeps its session in memory. */
export function keepsSessionInMemory(request: FastifyRequest): boolean {
  // The raw headers: a route's header schema keeps only the headers it names.
  return request.raw.headers[FRAME_SESSION_HEADER] === "frame";
}

/**
 * Principle P1: the refresh token lives in an httpOnly, SameSite=Strict cookie per publisher;
 * the page holds only the short-lived access token, in memory. A framed checkout sets no
 * cookie: `sessionBody` hands it the refresh token instead.
 */
export function setRefreshCookie(
  reply: FastifyReply,
  { publisherId, session, secure }: { publisherId: string; session: Session; secure: boolean },
) {
  if (keepsSessionInMemory(reply.request)) return;
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

/** The refresh token the call carries: the framed checkout's header, else the cookie. */
export function readRefreshCookie(
  request: FastifyRequest,
  publisherId: string,
): string | undefined {
  if (keepsSessionInMemory(request)) {
    const token = request.raw.headers[FRAME_REFRESH_HEADER];
    return typeof token === "string" && token.length > 0 && token.length <= 512 ? token : undefined;
  }
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

/**
 * The answer to every call that signs a buyer in: the access token, and the refresh token only
 * for a framed checkout, which has no cookie to keep it in (docs/decisions/098).
 */
export function sessionBody(session: Session, request: FastifyRequest) {
  const body = { token: session.accessToken, expires_in: session.expiresIn };
  return keepsSessionInMemory(request) ? { ...body, refresh_token: session.refreshToken } : body;
}
