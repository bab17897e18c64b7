/**
 * The checkout's side of the overlay (docs/decisions/097, 098). The server adds this script to
 * the checkout page only when the browser loads the page into a frame (`Sec-Fetch-Dest:
 * iframe`), so the page's first view on its own carries none of it; it does nothing unless the
 * page really is framed and was opened by embed.js (a nonce and the opener's origin in the
 * fragment).
 *
 * It stands between the page and the network rather than inside the page's code:
 * - Sessions: inside another site's frame the refresh cookie is a third-party cookie, which
 *   browsers drop. Every API call says it comes from a frame; the server then hands the refresh
 *   token to this script instead of a cookie, and it lives here, in memory, for the overlay's
 *   life, sent back only to renew or end the session. Closing the overlay ends it.
 * - Events: a paid order (with an outbound claim for a verified buyer, as Continue carries),
 *   a refused payment, and whether a payment is being confirmed (the overlay cannot close
 *   then) go to the opening page, with the nonce, to its origin alone.
 */
import {
  type AnswerBody,
  forwardedUrl,
  isPaying,
  type Leaving,
  LOG_OUT,
  type Order,
  paymentNews,
  popupClaimOf,
  REFRESH,
  refreshTokenAfter,
} from "./frame-rules";

type Detail = Record<string, unknown> | boolean | undefined;

const fragment = new URLSearchParams(location.hash.slice(1));
const nonce = fragment.get("cc-embed");
const opener = fragment.get("cc-origin");
const ancestor = location.ancestorOrigins?.[0];
const send = window.fetch.bind(window);
// What the frame holds for the overlay's life.
let refreshToken: string | null = null;
let authorization: string | null = null;
let publisherId: string | null = null;
// Social login's pop-up signs in with a cookie this frame cannot read; its message also
// carries a one-time claim, which the page's next renewal spends instead (docs/decisions/098).
let popupClaim: string | null = null;

if (window.parent !== window && nonce && opener && (!ancestor || ancestor === opener)) {
  // The nonce leaves the address at once; nothing else in it changes.
  history.replaceState(history.state, "", location.pathname + location.search);
  start();
}

/** Tells the opening page, with the nonce, at its origin alone. */
function tell(type: string, detail?: Detail) {
  window.parent.postMessage({ cc: nonce, type, detail }, opener as string);
}

function start() {
  addEventListener("message", (event) => {
    popupClaim = popupClaimOf(event.origin, location.origin, event.data) ?? popupClaim;
  });
  window.fetch = frameFetch;
  // Esc in the checkout asks the overlay to close, unless one of the page's own dialogs has it.
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || event.defaultPrevented) return;
    if (document.querySelector("dialog[open], [role=dialog], [role=alertdialog]")) return;
    tell("close");
  });
  forwardNavigations();
  // The session was this overlay's alone: it ends when the overlay goes.
  addEventListener("pagehide", () => {
    if (!refreshToken || !publisherId) return;
    const headers = ownHeaders();
    headers.set("x-refresh-token", refreshToken);
    refreshToken = null;
    void send(LOG_OUT, { method: "POST", headers, keepalive: true }).catch(() => {});
  });
  tell("loaded", { productOptionId: location.pathname.split("/")[1] });
}

function ownHeaders(): Headers {
  const headers = new Headers({ "x-checkout-session": "frame" });
  if (publisherId) headers.set("publisherid", publisherId);
  if (authorization) headers.set("authorization", authorization);
  return headers;
}

/** The page's calls to the API, marked as the frame's, with the session this frame holds. */
async function frameFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  if (input instanceof Request) return send(input, init);
  const url = new URL(String(input), location.href);
  const path = url.pathname;
  if (url.origin !== location.origin || !path.startsWith("/api/")) return send(input, init);
  const headers = new Headers(init.headers);
  headers.set("x-checkout-session", "frame");
  publisherId = headers.get("publisherid") ?? publisherId;
  authorization = headers.get("authorization") ?? authorization;
  if (refreshToken && (path === REFRESH || path === LOG_OUT)) {
    headers.set("x-refresh-token", refreshToken);
  }
  if (path === LOG_OUT) refreshToken = null;
  if (path === REFRESH && !refreshToken && popupClaim) {
    // Answers as a renewal does: the access token, and the refresh token for this frame.
    input = `/api/auth/user/claim/${encodeURIComponent(popupClaim)}`;
    popupClaim = null;
    init = { ...init, method: "GET" };
  }
  const paying = isPaying(init.method, path);
  if (paying) tell("busy", true);
  let answer: Response;
  try {
    answer = await send(input, { ...init, headers });
  } catch (error) {
    if (paying) tell("busy", false);
    throw error;
  }
  const body = (await answer
    .clone()
    .json()
    .catch(() => null)) as AnswerBody;
  refreshToken = refreshTokenAfter(refreshToken, path, body);
  if (paying) {
    const news = paymentNews(body, answer.ok);
    if (news.paid) await paid(news.paid);
    if (news.busyEnds) tell("busy", false);
    if (news.error) tell("error", news.error);
  }
  return answer;
}

async function readJson(path: string, init: RequestInit = {}): Promise<Record<string, unknown>> {
  const answer = await send(path, { ...init, headers: ownHeaders() });
  return answer.ok ? answer.json() : {};
}

/** A paid order: the page behind hears of it, with a claim where the buyer is verified. */
async function paid(order: Order) {
  let claim: unknown = null;
  try {
    if ((await readJson("/api/me")).verified === true) {
      claim = (await readJson("/api/auth/user/claim", { method: "POST" })).claim ?? null;
    }
  } catch {
    // The order is paid all the same: the creator's page hears of it without a claim.
  }
  tell("success", { orderId: order.order_id, productOptionId: order.product_option_id, claim });
}

/**
 * Leaving the checkout (Continue, the creator's link) is the creator's page's to do: inside
 * the frame the next page would be refused (docs/decisions/099) or shown in a box. Where the
 * browser has the Navigation API, the frame asks the opener to go there instead.
 */
function forwardNavigations() {
  const navigation = (window as unknown as { navigation?: EventTarget }).navigation;
  navigation?.addEventListener("navigate", (event) => {
    const url = forwardedUrl(event as Event & Leaving);
    if (url === null) return;
    event.preventDefault();
    tell("navigate", { url });
  });
}
