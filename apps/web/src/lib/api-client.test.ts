import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { exchange } from "./api-client";
import { MAX_CONCURRENT_REQUESTS, QUEUE_RETRY_DELAY_MS } from "./request-pacing";

const answered = () =>
  new Response(JSON.stringify({ ok: true }), {
    status: 200,
    headers: { "content-type": "application/json" },
  });

describe("exchange", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("sends a read that got no answer again after product.md §9's 1,000 ms", async () => {
    expect(QUEUE_RETRY_DELAY_MS).toBe(1_000);
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(answered());
    vi.stubGlobal("fetch", fetch);
    const answer = exchange("/api/payment/config");
    await vi.advanceTimersByTimeAsync(QUEUE_RETRY_DELAY_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(answer).resolves.toEqual({ status: 200, payload: { ok: true } });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("tells the buyer after the retries, and never repeats a write by itself", async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetch);
    const read = exchange("/api/me").catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(5 * QUEUE_RETRY_DELAY_MS);
    expect(await read).toMatchObject({ code: "NETWORK" });
    expect(fetch).toHaveBeenCalledTimes(3);

    fetch.mockClear();
    const write = exchange("/api/purchase/product/x", { method: "POST", body: {} });
    await expect(write).rejects.toMatchObject({ code: "NETWORK" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("a cancel during the wait before a retry ends it without another request", async () => {
    const fetch = vi.fn().mockRejectedValue(new TypeError("Failed to fetch"));
    vi.stubGlobal("fetch", fetch);
    const controller = new AbortController();
    const read = exchange("/api/me", { signal: controller.signal }).catch(
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(new DOMException("Left the page", "AbortError"));
    expect(await read).toMatchObject({ name: "AbortError" });
    await vi.advanceTimersByTimeAsync(5 * QUEUE_RETRY_DELAY_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("keeps the ninth request waiting until one of the first eight is answered", async () => {
    const pending: Array<(response: Response) => void> = [];
    const fetch = vi.fn(() => new Promise<Response>((resolve) => pending.push(resolve)));
    vi.stubGlobal("fetch", fetch);
    const answers = Array.from({ length: MAX_CONCURRENT_REQUESTS + 1 }, (_, index) =>
      exchange(`/api/item/${index}`),
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(MAX_CONCURRENT_REQUESTS);
    pending[0]?.(answered());
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(MAX_CONCURRENT_REQUESTS + 1);
    for (const resolve of pending.slice(1)) resolve(answered());
    await expect(Promise.all(answers)).resolves.toHaveLength(MAX_CONCURRENT_REQUESTS + 1);
  });
});
