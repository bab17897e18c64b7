import type { ApiRoute, SessionTokenResponse } from "@creator-checkout/core/api";
import { t } from "@creator-checkout/core/i18n";
import { ApiError } from "@/lib/api-error";
import { type CallInput, type CallOptions, type CallReply, callApi } from "@/lib/call-api";
import { announcePageEvent } from "@/lib/page-events";
import { takeClaimFromAddress } from "@/lib/use-query-params";
import { exchangeClaim } from "../api/exchange-claim";
import { refreshSession } from "../api/refresh-session";
import type { SessionToken } from "../api/session-token";
import { jwtSubject } from "../utils/jwt-subject";
import { type AuthState, authStore, resetToSignedOut, updateAuth } from "./auth-store";

// product.md §9: a token is "expiring" once its expiry minus a margin has passed. A minute of margin
// leaves room for a slow network and a throttled background tab.
const EXPIRY_MARGIN_MS = 60_000;
// product.md §9 "request queue retry delay": a refresh that lost the race to another tab (409) is
// tried once more after a second, when that tab's new cookie is in the jar.
const RACE_RETRY_DELAY_MS = 1_000;
// After a refresh that failed for another reason (network), try again this much later.
const RETRY_LATER_MS = 15_000;

/**
 * Principle P1: the access token lives here, in memory only; the refresh token is an httpOnly
 * cookie the page never sees. Nothing about the session goes to localStorage.
 */
let access: { token: string; expiresAt: number } | null = null;
let refreshTimer: ReturnType<typeof setTimeout> | undefined;
let refreshing: Promise<string | null> | null = null;
let bootstrapped = false;
// Bumped when a session begins or ends, so a refresh answer that arrives afterwards (say, a
// background refresh still in flight when the buyer signs out) is not applied.
let generation = 0;
let publisherId: string | null = null;

/** The publisher the session belongs to (principle P9: a token is valid for one publisher). */
export function sessionPublisherId(): string | null {
  return publisherId;
}

/**
 * product.md §4 "Persistence ... bootstrapped": on page load, one refresh restores a session kept in
 * the cookie. Runs once per page, however many components ask (and under StrictMode).
 */
export function bootstrapSession(forPublisherId: string) {
  if (bootstrapped) return;
  bootstrapped = true;
  publisherId = forPublisherId;
  const claim = takeClaimFromAddress();
  void (claim === null ? refreshNow() : signInWithClaim(claim));
}

/**
 * product.md §4 "Claim exchange": a claim the creator's site put in the address is spent once for
 * a session, held only while pending. One that is unknown, used or expired leaves things as
 * the session cookie has them: usually signed out (docs/decisions/038).
 */
async function signInWithClaim(claim: string) {
  updateAuth({ claim });
  try {
    beginSession(await exchangeClaim(claim));
  } catch {
    updateAuth({ claim: null });
    await refreshNow();
  }
}

/** A sign-in succeeded: keep the token, schedule its renewal, and leave the sign-in flow. */
export function beginSession(session: SessionToken) {
  generation += 1;
  keepToken(session);
  authStore.setState((state) => ({
    ...state,
    status: "signed-in",
    userId: jwtSubject(session.token),
    step: "contact",
    otp: { inProgress: false, sent: false, confirmed: true, error: null },
    claim: null,
    // A buyer who signed in with the form is taken to who they now are, rather than left on
    // the page when the form goes; a session restored as the page opens moves nothing.
    focus: state.status === "signed-out" ? "signed-in" : null,
  }));
  announcePageEvent({ type: "signed-in", userId: authStore.getState().userId });
}

/**
 * A sign-in that another window finished (the social-login pop-up, principle P5): its answer
 * set the refresh cookie, so one refresh here turns that cookie into this page's session.
 * False when the cookie holds no session after all.
 */
export async function beginSessionFromCookie(): Promise<boolean> {
  const answer = await refreshSession();
  if (answer.token === null) return false;
  beginSession(answer);
  return true;
}

/** Forgets the session in this page (product.md §4: authorization becomes false). */
export function endSession(focus: AuthState["focus"] = null) {
  generation += 1;
  access = null;
  clearTimeout(refreshTimer);
  resetToSignedOut(focus);
  announcePageEvent({ type: "signed-out" });
}

/** A valid access token, refreshed first when it is missing or expiring; null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  if (access && access.expiresAt - EXPIRY_MARGIN_MS > Date.now()) return access.token;
  if (authStore.getState().status !== "signed-in") return null;
  return refreshNow();
}

/** `callApi` for the signed-in buyer: sends `Authorization: Bearer`, renewing it if needed. */
export async function authorizedCall<Route extends ApiRoute>(
  route: Route,
  input: CallInput<Route>,
  options: Omit<CallOptions, "accessToken"> = {},
): Promise<CallReply<Route>> {
  const token = await getAccessToken();
  if (!token) throw new ApiError(401, "UNAUTHORIZED", t("signIn.required"));
  try {
    return await callApi(route, input, { ...options, accessToken: token });
  } catch (error) {
    // The token was refused (revoked, or the clock drifted): renew once and try again.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    const renewed = await refreshNow();
    if (!renewed) throw error;
    return callApi(route, input, { ...options, accessToken: renewed });
  }
}

function keepToken(session: SessionToken) {
  const lifetimeMs = session.expires_in * 1000;
  access = { token: session.token, expiresAt: Date.now() + lifetimeMs };
  scheduleRefresh(Math.max(5_000, lifetimeMs - EXPIRY_MARGIN_MS));
}

function scheduleRefresh(delayMs: number) {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refreshNow(), delayMs);
}

/** One refresh at a time; every caller shares its answer (the new token, or null). */
function refreshNow(): Promise<string | null> {
  refreshing ??= refreshWithRetry().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function refreshWithRetry(): Promise<string | null> {
  const started = generation;
  const stale = () => generation !== started;
  try {
    const answer = await refreshSession();
    return stale() ? null : applyRefresh(answer);
  } catch (error) {
    if (stale()) return null;
    if (error instanceof ApiError && error.status === 409) {
      await new Promise((resolve) => setTimeout(resolve, RACE_RETRY_DELAY_MS));
      try {
        const answer = await refreshSession();
        return stale() ? null : applyRefresh(answer);
      } catch (retryError) {
        return stale() ? null : refreshFailed(retryError);
      }
    }
    return refreshFailed(error);
  }
}

function applyRefresh(session: SessionTokenResponse): string | null {
  if (session.token === null) {
    endSessionUnlessSignedOut();
    return null;
  }
  const wasSignedIn = authStore.getState().status === "signed-in";
  keepToken(session);
  if (!wasSignedIn) {
    updateAuth({ status: "signed-in", userId: jwtSubject(session.token) });
  }
  return session.token;
}

/**
 * A refresh found no session. A page that already shows the sign-in form (the server rendered
 * it) keeps what the buyer has begun there instead of starting the form over.
 */
function endSessionUnlessSignedOut() {
  if (authStore.getState().status !== "signed-out") endSession();
}

function refreshFailed(error: unknown): string | null {
  const stillValid = access !== null && access.expiresAt > Date.now();
  // The server said the session is gone (401), or there is nothing left to keep: sign out.
  // A second 409 only means the tabs raced again; the cookie still holds a live session.
  const gone = error instanceof ApiError && error.isClientError && error.status !== 409;
  if (gone || !stillValid) {
    endSessionUnlessSignedOut();
    return null;
  }
  // A network hiccup with time left on the token: keep it and try again a little later.
  scheduleRefresh(RETRY_LATER_MS);
  return access?.token ?? null;
}
