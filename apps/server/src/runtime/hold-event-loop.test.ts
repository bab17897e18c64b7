import { describe, expect, it } from "vitest";
import { withEventLoopHeld } from "./hold-event-loop";

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === "Timeout").length;

describe("withEventLoopHeld", () => {
  it("holds a timer on the event loop while the work runs, and lets it go after", async () => {
    const before = timers();
    const during = await withEventLoopHeld(async () => timers());
    expect(during).toBe(before + 1);
    expect(timers()).toBe(before);
  });

  it("lets the timer go when the work fails", async () => {
    const before = timers();
    await expect(
      withEventLoopHeld(async () => {
        throw new Error("the database could not open");
      }),
    ).rejects.toThrow("the database could not open");
    expect(timers()).toBe(before);
  });
});
