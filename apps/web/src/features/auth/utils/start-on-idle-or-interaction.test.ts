import { describe, expect, it, vi } from "vitest";
import { browserIdleScheduler, startOnIdleOrInteraction } from "./start-on-idle-or-interaction";

function manualIdle() {
  let pending: (() => void) | null = null;
  const cancel = vi.fn(() => {
    pending = null;
  });
  return {
    scheduler: (callback: () => void) => {
      pending = callback;
      return cancel;
    },
    cancel,
    becomeIdle: () => pending?.(),
  };
}

describe("startOnIdleOrInteraction", () => {
  it("starts when the page becomes idle, once", () => {
    const idle = manualIdle();
    const target = new EventTarget();
    const start = vi.fn();
    startOnIdleOrInteraction(target, start, idle.scheduler);
    expect(start).not.toHaveBeenCalled();
    idle.becomeIdle();
    target.dispatchEvent(new Event("focusin"));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it.each(["focusin", "input"])("starts on the first %s before idle, and stops waiting", (type) => {
    const idle = manualIdle();
    const target = new EventTarget();
    const start = vi.fn();
    startOnIdleOrInteraction(target, start, idle.scheduler);
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event("input"));
    idle.becomeIdle();
    expect(start).toHaveBeenCalledTimes(1);
    expect(idle.cancel).toHaveBeenCalled();
  });

  it("never starts once cancelled", () => {
    const idle = manualIdle();
    const target = new EventTarget();
    const start = vi.fn();
    const cancel = startOnIdleOrInteraction(target, start, idle.scheduler);
    cancel();
    target.dispatchEvent(new Event("focusin"));
    idle.becomeIdle();
    expect(start).not.toHaveBeenCalled();
    expect(idle.cancel).toHaveBeenCalled();
  });
});

describe("browserIdleScheduler", () => {
  it("uses requestIdleCallback with a deadline where the browser has it", () => {
    const requestIdleCallback = vi.fn((callback: () => void, _options: IdleRequestOptions) => {
      callback();
      return 7;
    });
    const cancelIdleCallback = vi.fn();
    const scope = { requestIdleCallback, cancelIdleCallback } as unknown as typeof globalThis;
    const callback = vi.fn();
    const cancel = browserIdleScheduler(scope)(callback);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback.mock.calls[0]?.[1]).toEqual({ timeout: 4_000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it("falls back to a timer where it does not", () => {
    vi.useFakeTimers();
    try {
      const scope = {
        setTimeout: globalThis.setTimeout,
        clearTimeout: globalThis.clearTimeout,
      } as unknown as typeof globalThis;
      const callback = vi.fn();
      browserIdleScheduler(scope)(callback);
      vi.advanceTimersByTime(999);
      expect(callback).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(callback).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
