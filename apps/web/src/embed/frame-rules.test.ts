import { describe, expect, it } from "vitest";
import {
  type AnswerBody,
  forwardedUrl,
  isPaying,
  type Leaving,
  LOG_OUT,
  paymentNews,
  popupClaimOf,
  REFRESH,
  refreshTokenAfter,
} from "./frame-rules";

const own = "https://checkout.test";

describe("isPaying", () => {
  it.each<[string | undefined, string, boolean]>([
    ["POST", "/api/purchase/product", true],
    ["POST", "/api/purchase/product/", true],
    ["POST", "/api/purchase/gift", true],
    ["POST", "/api/purchase/switch", true],
    ["POST", "/api/purchase/orders/o1/confirm", true],
    ["POST", "/api/subscriptions/s1/pay", true],
    ["GET", "/api/purchase/product", false],
    [undefined, "/api/purchase/product", false],
    ["POST", "/api/purchase/orders/o1", false],
    ["POST", "/api/subscriptions/s1/cancel", false],
    ["POST", REFRESH, false],
  ])("%s %s: %s", (method, path, paying) => {
    expect(isPaying(method, path)).toBe(paying);
  });
});

describe("popupClaimOf", () => {
  it.each<[string, string, unknown, string | null]>([
    ["the pop-up's message", own, '{"type":"social-login","claim":"c1"}', "c1"],
    ["another origin", "https://evil.test", '{"type":"social-login","claim":"c1"}', null],
    ["not a string", own, { type: "social-login", claim: "c1" }, null],
    ["not JSON", own, "social-login", null],
    ["JSON null", own, "null", null],
    ["another type", own, '{"type":"other","claim":"c1"}', null],
    ["a claim that is not a string", own, '{"type":"social-login","claim":1}', null],
  ])("%s", (_case, origin, data, claim) => {
    expect(popupClaimOf(origin, own, data)).toBe(claim);
  });
});

describe("refreshTokenAfter", () => {
  it.each<[string, string | null, string, AnswerBody, string | null]>([
    ["a body that is not JSON", "r1", "/api/me", null, "r1"],
    ["a new refresh token", "r1", REFRESH, { refresh_token: "r2", token: "a" }, "r2"],
    ["a new one from a claim", null, "/api/auth/user/claim/c1", { refresh_token: "r2" }, "r2"],
    ["a renewal without a session", "r1", REFRESH, { token: null }, null],
    ["a null token elsewhere", "r1", "/api/me", { token: null }, "r1"],
    ["a log-out's answer", null, LOG_OUT, {}, null],
  ])("%s", (_case, current, path, body, next) => {
    expect(refreshTokenAfter(current, path, body)).toBe(next);
  });
});

describe("paymentNews", () => {
  const paid = { order_id: "o1", product_option_id: "p1", status: "paid" };
  it.each<[string, AnswerBody, boolean, ReturnType<typeof paymentNews>]>([
    ["a paid order", paid, true, { paid, busyEnds: true, error: null }],
    ["a switch's paid order", { order: paid }, true, { paid, busyEnds: true, error: null }],
    [
      "3-D Secure asked",
      { order_id: "o1", status: "requires_action" },
      true,
      { paid: null, busyEnds: false, error: null },
    ],
    [
      "a switch at the period's end",
      { order: undefined },
      true,
      { paid: null, busyEnds: true, error: null },
    ],
    [
      "a refusal with the server's words",
      { message: "Your card was declined." },
      false,
      { paid: null, busyEnds: true, error: { message: "Your card was declined." } },
    ],
    [
      "a refusal that is not JSON",
      null,
      false,
      { paid: null, busyEnds: true, error: { message: "The payment did not go through." } },
    ],
  ])("%s", (_case, body, ok, news) => {
    expect(paymentNews(body, ok)).toEqual(news);
  });
});

describe("forwardedUrl", () => {
  const leaving = (fields: Partial<Leaving> = {}, sameDocument = false): Leaving => ({
    cancelable: true,
    navigationType: "push",
    destination: { url: "https://creator.test/thanks", sameDocument },
    ...fields,
  });
  it.each<[string, Leaving, string | null]>([
    ["a link out", leaving(), "https://creator.test/thanks"],
    ["a replace", leaving({ navigationType: "replace" }), "https://creator.test/thanks"],
    ["within the page", leaving({}, true), null],
    ["one that cannot be stopped", leaving({ cancelable: false }), null],
    ["a reload", leaving({ navigationType: "reload" }), null],
    ["back or forward", leaving({ navigationType: "traverse" }), null],
  ])("%s", (_case, navigation, url) => {
    expect(forwardedUrl(navigation)).toBe(url);
  });
});
