import { describe, expect, it, vi } from "vitest";
import { idleScheduler } from "./when-idle";

const wait = { timeoutMs: 4_000, fallbackMs: 1_000 };

describe("idleScheduler", () => {
  it("uses requestIdleCallback with the deadline where the browser has it", () => {
    const requestIdleCallback = vi.fn((callback: () => void, _options: IdleRequestOptions) => {
      callback();
      return 7;
    });
    const cancelIdleCallback = vi.fn();
    const scope = { requestIdleCallback, cancelIdleCallback } as unknown as typeof globalThis;
    const callback = vi.fn();
    const cancel = idleScheduler(wait, scope)(callback);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: 4_000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("falls back to a timer where it does not, which cancelling clears", () => {
    vi.useFakeTimers();
    try {
      const scope = {
        setTimeout: globalThis.setTimeout,
        clearTimeout: globalThis.clearTimeout,
      } as unknown as typeof globalThis;
      const callback = vi.fn();
      idleScheduler(wait, scope)(callback);
      vi.advanceTimersByTime(999);
      expect(callback).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(callback).toHaveBeenCalledTimes(1);

      const cancelled = vi.fn();
      idleScheduler(wait, scope)(cancelled)();
      vi.advanceTimersByTime(1_000);
      expect(cancelled).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
