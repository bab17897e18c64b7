import { describe, expect, it, vi } from "vitest";
import { startOnIdleOrInteraction } from "./start-on-idle-or-interaction";

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
