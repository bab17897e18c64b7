import * as api from "@creator-checkout/core/api-routes";
import { t } from "@creator-checkout/core/i18n";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-error";
import { callApi } from "./call-api";
import { QUEUE_RETRIES, QUEUE_RETRY_DELAY_MS } from "./request-pacing";

// callApi against the answers a server, a proxy or the network can really give: whatever comes
// back, the caller gets the route's reply or an ApiError it can show, never a raw body or a
// TypeError.

const OPTION_ID = "3f0c8a52-6a4e-4bb8-9d55-5f1f7c1e9a01";
const codeCheck = { params: { productOptionId: OPTION_ID }, body: { code: "SAVE20" } } as const;
const applies = {
  code: "SAVE20",
  percent_off: 2000,
  amount_off: null,
  currency: "USD",
  duration: "once",
  duration_in_months: null,
};

function reply(status: number, body: string | null, type = "application/json") {
  return new Response(body, { status, headers: body === null ? {} : { "content-type": type } });
}

/**
 * A fresh copy of the client, for a page that asks for the route table's checks: the client reads
 * that once. Its words are English, as the setup makes them for the rest.
 */
async function loadCheckedCallApi() {
  vi.resetModules();
  const { setActiveCatalog } = await import("@creator-checkout/core/i18n");
  const { catalog } = await import("../../../../packages/core/src/i18n/english");
  setActiveCatalog(catalog);
  return (await import("./call-api")).callApi;
}

/** The failure a call rejects with; fails the test if it resolved. */
async function refusal(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    (value) => {
      throw new Error(`expected a rejection, got ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

describe("callApi", () => {
  let fetch: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("sends the route's method, filled path, query and JSON body, and resolves with its reply", async () => {
    fetch.mockResolvedValueOnce(reply(200, JSON.stringify(applies)));
    await expect(
      callApi(api.checkPromotionCode, codeCheck, { publisherId: "pub-1", accessToken: "tok" }),
    ).resolves.toEqual(applies);
    const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(`/api/purchase/promotion-code/${OPTION_ID}`);
    expect(init.method).toBe("POST");
    expect(init.body).toBe(JSON.stringify({ code: "SAVE20" }));
    expect(init.headers).toMatchObject({
      "Content-Type": "application/json",
      publisherid: "pub-1",
      Authorization: "Bearer tok",
    });

    fetch.mockResolvedValueOnce(reply(200, JSON.stringify({ current: null })));
    await callApi(api.previewSwitch, {
      params: { productOptionId: OPTION_ID },
      query: { custom_price: 1250 },
    });
    const [readUrl, readInit] = fetch.mock.calls[1] as [string, RequestInit];
    expect(readUrl).toBe(`/api/purchase/switch/${OPTION_ID}?custom_price=1250`);
    expect(readInit.method).toBe("GET");
  });

  it("resolves a 204 with null, its body unread", async () => {
    fetch.mockResolvedValueOnce(reply(204, null));
    await expect(
      callApi(api.deletePasskey, { params: { passkeyId: OPTION_ID } }),
    ).resolves.toBeNull();
    const [, init] = fetch.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe("DELETE");
  });

  it.each<[string, Response, Partial<ApiError>]>([
    [
      "a 200 whose body is not JSON (a proxy's page)",
      reply(200, "<html>Welcome</html>", "text/html"),
      { status: 200, code: "UNKNOWN", message: t("errors.unreadableReply") },
    ],
    [
      "a 200 cut short mid-body",
      reply(200, '{"code":"SAVE'),
      { status: 200, code: "UNKNOWN", message: t("errors.unreadableReply") },
    ],
    [
      "a 200 with no body",
      reply(200, null),
      { status: 200, code: "UNKNOWN", message: t("errors.unreadableReply") },
    ],
    [
      "a 200 that carries an error field anyway",
      reply(200, JSON.stringify({ error: "PROMOTION_CODE_REFUSED", message: "No such code." })),
      { status: 200, code: "PROMOTION_CODE_REFUSED", message: "No such code." },
    ],
    [
      "a 422 in the API's error shape, with its per-field sentences",
      reply(
        422,
        JSON.stringify({
          error: "BAD_REQUEST",
          message: "Type a code.",
          fields: { code: "Type a code.", ignored: 7 },
        }),
      ),
      {
        status: 422,
        code: "BAD_REQUEST",
        message: "Type a code.",
        fields: { code: "Type a code." },
      },
    ],
    [
      "a 429 in the API's error shape",
      reply(429, JSON.stringify({ error: "TOO_MANY_REQUESTS", message: "Too many tries." })),
      { status: 429, code: "TOO_MANY_REQUESTS", message: "Too many tries.", isClientError: true },
    ],
    [
      "a 404 whose error is not a code (lowercase, injected markup)",
      reply(404, JSON.stringify({ error: "<b>nope</b>", message: "Not found." })),
      { status: 404, code: "UNKNOWN", message: "Not found." },
    ],
    [
      "a 4xx whose body is a bare string",
      reply(400, JSON.stringify("bad request")),
      { status: 400, code: "UNKNOWN", message: t("errors.unreadableReply") },
    ],
    [
      "a 500 in the API's error shape",
      reply(500, JSON.stringify({ error: "INTERNAL", message: "Something broke." })),
      { status: 500, code: "INTERNAL", message: "Something broke.", isClientError: false },
    ],
    [
      "a 502 from a proxy, in HTML",
      reply(502, "<html><h1>502 Bad Gateway</h1></html>", "text/html"),
      { status: 502, code: "UNKNOWN", message: t("errors.unreadableReply"), isClientError: false },
    ],
  ])("rejects %s with an ApiError the page can show", async (_, answer, expected) => {
    fetch.mockResolvedValueOnce(answer);
    const error = await refusal(callApi(api.checkPromotionCode, codeCheck));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject(expected);
  });

  it("rejects a write that got no answer with the network's sentence, sent once", async () => {
    fetch.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await refusal(callApi(api.checkPromotionCode, codeCheck));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: "NETWORK", message: t("errors.network") });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("asks a read again after a network failure, and resolves with the answer that came", async () => {
    vi.useFakeTimers();
    fetch
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(reply(200, JSON.stringify({ current: null })));
    const call = callApi(api.getPurchaseHistory, {});
    await vi.advanceTimersByTimeAsync(QUEUE_RETRY_DELAY_MS);
    await expect(call).resolves.toEqual({ current: null });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("gives a read up with the network's sentence once its retries are spent", async () => {
    vi.useFakeTimers();
    fetch.mockRejectedValue(new TypeError("Failed to fetch"));
    const call = refusal(callApi(api.getPurchaseHistory, {}));
    await vi.advanceTimersByTimeAsync((QUEUE_RETRIES + 1) * QUEUE_RETRY_DELAY_MS);
    expect(await call).toMatchObject({ code: "NETWORK" });
    expect(fetch).toHaveBeenCalledTimes(QUEUE_RETRIES + 1);
  });

  it("rejects with the caller's own reason when it cancels, not with an ApiError", async () => {
    fetch.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => {
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const call = refusal(callApi(api.checkPromotionCode, codeCheck, { signal: controller.signal }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const reason = new DOMException("Left the page", "AbortError");
    controller.abort(reason);
    expect(await call).toBe(reason);
  });

  it("sends nothing for a call cancelled before it started", async () => {
    const controller = new AbortController();
    controller.abort(new DOMException("Left the page", "AbortError"));
    const error = await refusal(
      callApi(api.checkPromotionCode, codeCheck, { signal: controller.signal }),
    );
    expect(error).toMatchObject({ name: "AbortError" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("rejects a body cut short by the caller's cancel, rather than reading it as no body", async () => {
    const controller = new AbortController();
    const reason = new DOMException("Left the page", "AbortError");
    fetch.mockResolvedValueOnce({
      status: 200,
      json: () => {
        controller.abort(reason);
        return Promise.reject(reason);
      },
    });
    const error = await refusal(
      callApi(api.checkPromotionCode, codeCheck, { signal: controller.signal }),
    );
    expect(error).toBe(reason);
  });

  it("gives up after 30 seconds without an answer, with the timeout's sentence", async () => {
    vi.useFakeTimers();
    fetch.mockImplementation(
      (_url: string, init: RequestInit) =>
        new Promise((_, reject) => {
          init.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const call = refusal(callApi(api.checkPromotionCode, codeCheck));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await call).toMatchObject({ status: 0, code: "TIMEOUT", message: t("errors.timeout") });
  });

  describe("outside production, where the page asks for the table's checks", () => {
    beforeEach(() => {
      const marker = { content: "on" };
      vi.stubGlobal("document", {
        documentElement: { lang: "" },
        querySelector: (selector: string) =>
          selector.includes("api-reply-checks") ? marker : null,
      });
    });

    it("fails loudly on a 200 whose body the route table does not allow", async () => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => {});
      const callApi = await loadCheckedCallApi();
      fetch.mockResolvedValueOnce(reply(200, JSON.stringify({ code: 20 })));
      const error = await refusal(callApi(api.checkPromotionCode, codeCheck));
      expect(error).not.toBeInstanceOf(ApiError);
      expect(String(error)).toContain(
        `POST ${api.checkPromotionCode.path} answered 200 with a body the route table does not allow`,
      );
      expect(logged).toHaveBeenCalledTimes(1);
    });

    it("reports a 5xx as the server's failure, not as drift from the table", async () => {
      const callApi = await loadCheckedCallApi();
      fetch.mockResolvedValueOnce(reply(503, "Service Unavailable", "text/plain"));
      const error = await refusal(callApi(api.checkPromotionCode, codeCheck));
      expect(error).toMatchObject({ status: 503, code: "UNKNOWN" });
    });
  });
});
