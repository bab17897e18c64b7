import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CLIENT_EVENT_LOG_DELAY_MS, createClientEventLog } from "./client-event-log";

describe("the client event log", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits 1000 ms (product.md §9) before adding an entry", () => {
    expect(CLIENT_EVENT_LOG_DELAY_MS).toBe(1_000);
    const log = createClientEventLog();
    log.record("app_start");
    vi.advanceTimersByTime(999);
    expect(log.read()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(log.read()).toEqual([{ id: expect.any(String), type: "app_start", order: 1 }]);
  });

  it.each([
    ["product_option_change", { productOptionId: "88ca9ddd-00dc-4f5e-b98d-47b85bb56266" }],
    ["user_authenticated", {}],
    ["new_purchase_success", {}],
  ] as const)("adds %s with what it carries", (type, details) => {
    const log = createClientEventLog();
    log.record(type, details);
    vi.advanceTimersByTime(1_000);
    expect(log.read()).toEqual([{ id: expect.any(String), type, order: 1, ...details }]);
  });

  it("adds app_start only once", () => {
    const log = createClientEventLog();
    log.record("app_start");
    log.record("app_start");
    vi.advanceTimersByTime(1_000);
    log.record("app_start");
    vi.advanceTimersByTime(1_000);
    expect(log.read().map((entry) => entry.type)).toEqual(["app_start"]);
  });

  it("sorts entries by their order, the order of their actions", () => {
    const log = createClientEventLog();
    log.record("app_start");
    vi.advanceTimersByTime(300);
    log.record("product_option_change", { productOptionId: "a" });
    vi.advanceTimersByTime(300);
    log.record("user_authenticated");
    log.record("new_purchase_success");
    vi.advanceTimersByTime(1_000);
    const entries = log.read();
    expect(entries.map((entry) => entry.type)).toEqual([
      "app_start",
      "product_option_change",
      "user_authenticated",
      "new_purchase_success",
    ]);
    expect(entries.map((entry) => entry.order)).toEqual([1, 2, 3, 4]);
    expect(new Set(entries.map((entry) => entry.id)).size).toBe(4);
  });

  it("hands out copies, so a reader cannot change the log", () => {
    const log = createClientEventLog();
    log.record("user_authenticated");
    vi.advanceTimersByTime(1_000);
    const [entry] = log.read();
    if (entry) entry.type = "app_start";
    expect(log.read()[0]?.type).toBe("user_authenticated");
  });

  it("keeps the latest 100 entries", () => {
    const log = createClientEventLog();
    for (let i = 0; i < 120; i += 1)
      log.record("product_option_change", { productOptionId: String(i) });
    vi.advanceTimersByTime(1_000);
    const entries = log.read();
    expect(entries).toHaveLength(100);
    expect(entries[0]?.productOptionId).toBe("20");
  });
});
