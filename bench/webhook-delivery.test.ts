import { describe, expect, it } from "vitest";
import { emptyWebhookFigures, lagsOf, percentile, webhookRows } from "./webhook-delivery";

const options = {
  publisherId: "p",
  eventsPerSecond: 200,
  durationSeconds: 20,
  drainSeconds: 10,
  p99GoalMs: 1000,
};

describe("the webhook delivery part of the bench", () => {
  it("reads percentiles by nearest rank", () => {
    const values = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });

  it("measures each lag from the event's timestamp to its arrival", () => {
    const at = Date.parse("2026-11-27T01:00:00.250Z");
    const body = JSON.stringify({ type: "order.paid", timestamp: "2026-11-27T01:00:00.000Z" });
    expect(lagsOf([{ body, at }])).toEqual([250]);
  });

  it("passes a p99 under the goal with nothing lost, and fails one over it or a loss", () => {
    const fast = {
      ...emptyWebhookFigures(),
      recorded: 4000,
      arrived: 4000,
      deliveredPerSecond: 199,
      lagP50Ms: 300,
      lagP99Ms: 900,
    };
    expect(webhookRows(fast, options).map((row) => row.verdict)).toEqual(["PASS", "INFO", "PASS"]);
    const slow = { ...fast, arrived: 3999, lagP99Ms: 1000 };
    expect(webhookRows(slow, options).map((row) => row.verdict)).toEqual(["FAIL", "INFO", "FAIL"]);
    expect(webhookRows(emptyWebhookFigures(), options).map((row) => row.verdict)).toEqual([
      "NOT RUN",
      "NOT RUN",
      "NOT RUN",
    ]);
  });
});
