/** The framed checkout's rules (frame.ts), as plain functions of what the frame has seen. */

export interface Order {
  order_id?: string;
  product_option_id?: string;
  status?: string;
}

/** An API answer's body as the frame reads it: any JSON, or null when it is not JSON. */
export type AnswerBody = (Record<string, unknown> & Order & { order?: Order }) | null;

// The calls that take money: a purchase, a gift, a switch, an overdue payment, 3-D Secure's end.
const PAYING =
  /^\/api\/(purchase\/(product|gift|switch)\/?|purchase\/orders\/[^/]+\/confirm$|subscriptions\/[^/]+\/pay$)/;
export const REFRESH = "/api/oauth/user/token";
export const LOG_OUT = "/api/oauth/user/logout";

/** Whether a call takes money: the overlay cannot close while it runs. */
export function isPaying(method: string | undefined, path: string): boolean {
  return method === "POST" && PAYING.test(path);
}

/** The one-time claim in a social login pop-up's message, or null for any other message. */
export function popupClaimOf(origin: string, ownOrigin: string, data: unknown): string | null {
  if (origin !== ownOrigin || typeof data !== "string") return null;
  try {
    const message = JSON.parse(data);
    if (message?.type === "social-login" && typeof message.claim === "string") {
      return message.claim;
    }
  } catch {
    // Not the pop-up's message.
  }
  return null;
}

/** The refresh token once an answer is read: a new one, none once a renewal finds no session. */
export function refreshTokenAfter(
  current: string | null,
  path: string,
  body: AnswerBody,
): string | null {
  let next = current;
  if (body && typeof body.refresh_token === "string") next = body.refresh_token;
  if (body && path === REFRESH && body.token === null) next = null;
  return next;
}

/**
 * What a paying call's answer tells the opening page, in this order: the order paid, whether
 * the overlay may close again (not while the bank waits for the buyer), and a refusal.
 */
export function paymentNews(body: AnswerBody, ok: boolean) {
  const order = body?.order_id ? body : body?.order;
  return {
    paid: order?.status === "paid" ? order : null,
    busyEnds: order?.status !== "requires_action",
    error: ok ? null : { message: body?.message ?? "The payment did not go through." },
  };
}

/** A navigation the frame may not make, as the API describes it. */
export interface Leaving {
  cancelable: boolean;
  navigationType: string;
  destination: { url: string; sameDocument: boolean };
}

/** Where the opener is asked to go instead of the frame, or null to let the frame go. */
export function forwardedUrl(leaving: Leaving): string | null {
  if (leaving.destination.sameDocument || !leaving.cancelable) return null;
  if (leaving.navigationType === "reload" || leaving.navigationType === "traverse") return null;
  return leaving.destination.url;
}
