import { describe, expect, it, vi } from "vitest";
import { debounceHandler } from "./debounce-handler";
import { HANDLER_DEBOUNCE_MS } from "./request-pacing";

describe("debounceHandler", () => {
  const cases = [
    { name: "a double click 80 ms apart", gap: 80, calls: 1 },
    { name: "a second press at 499 ms", gap: 499, calls: 1 },
    { name: "a second press at 500 ms", gap: 500, calls: 2 },
    { name: "a second press a second later", gap: 1_000, calls: 2 },
  ];

  it.each(cases)(
    "product.md §9's 500 ms: $name runs the handler $calls time(s)",
    async ({ gap, calls }) => {
      expect(HANDLER_DEBOUNCE_MS).toBe(500);
      let now = 0;
      const handler = vi.fn(async () => {});
      const press = debounceHandler(handler, HANDLER_DEBOUNCE_MS, () => now);
      await press();
      now = gap;
      await press();
      expect(handler).toHaveBeenCalledTimes(calls);
    },
  );

  it("ignores presses while the first still runs, however long it takes", async () => {
    let now = 0;
    let finish: () => void = () => {};
    const handler = vi.fn(() => new Promise<void>((done) => (finish = done)));
    const press = debounceHandler(handler, HANDLER_DEBOUNCE_MS, () => now);
    const first = press();
    now = 5_000;
    await press();
    expect(handler).toHaveBeenCalledTimes(1);
    finish();
    await first;
    void press();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("lets the buyer try again after a handler that failed", async () => {
    let now = 0;
    const handler = vi.fn(async () => {
      throw new Error("declined");
    });
    const press = debounceHandler(handler, HANDLER_DEBOUNCE_MS, () => now);
    await expect(press()).rejects.toThrow("declined");
    now = 600;
    await expect(press()).rejects.toThrow("declined");
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it("passes the arguments of the press it runs", async () => {
    const handler = vi.fn(async (_what: string) => {});
    await debounceHandler(handler, HANDLER_DEBOUNCE_MS, () => 0)("card");
    expect(handler).toHaveBeenCalledWith("card");
  });
});
