import { describe, expect, it, vi } from "vitest";
import { debounceHandler } from "./debounce-handler";
import { HANDLER_DEBOUNCE_MS } from "./request-pacing";

describe("debounceHandler", () => {
  // `detail` is what a browser gives a click: 2 for the second click of a double click, 1 for a
  // click of its own, 0 for Enter or Space.
  const cases = [
    { name: "a double click's second click at 80 ms", gap: 80, detail: 2, calls: 1 },
    { name: "a double click's second click at 499 ms", gap: 499, detail: 2, calls: 1 },
    { name: "a double click's second click at 500 ms", gap: 500, detail: 2, calls: 2 },
    { name: "a click of its own at 80 ms, the first done", gap: 80, detail: 1, calls: 2 },
    { name: "Enter pressed again at 80 ms, the first done", gap: 80, detail: 0, calls: 2 },
  ];

  it.each(cases)(
    "product.md §9's 500 ms: $name runs the handler $calls time(s)",
    async ({ gap, detail, calls }) => {
      expect(HANDLER_DEBOUNCE_MS).toBe(500);
      let now = 0;
      const handler = vi.fn(async () => {});
      const press = debounceHandler(handler, HANDLER_DEBOUNCE_MS, () => now);
      await press({ detail: 1 });
      now = gap;
      await press({ detail });
      expect(handler).toHaveBeenCalledTimes(calls);
    },
  );

  it("ignores every press while the first still runs, however long it takes", async () => {
    let now = 0;
    let finish: () => void = () => {};
    const handler = vi.fn(() => new Promise<void>((done) => (finish = done)));
    const press = debounceHandler(handler, HANDLER_DEBOUNCE_MS, () => now);
    const first = press({ detail: 1 });
    now = 5_000;
    await press({ detail: 1 });
    await press();
    expect(handler).toHaveBeenCalledTimes(1);
    finish();
    await first;
    void press({ detail: 1 });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("lets the buyer try again after a handler that failed", async () => {
    let now = 0;
    const handler = vi.fn(async () => {
      throw new Error("declined");
    });
    const press = debounceHandler(handler, HANDLER_DEBOUNCE_MS, () => now);
    await expect(press({ detail: 1 })).rejects.toThrow("declined");
    now = 100;
    await expect(press({ detail: 1 })).rejects.toThrow("declined");
    expect(handler).toHaveBeenCalledTimes(2);
  });
});
