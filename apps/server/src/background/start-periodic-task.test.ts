import { recordingLogger } from "@creator-checkout/testing/recording-logger";
import { afterEach, describe, expect, it } from "vitest";
import { startPeriodicTask } from "./start-periodic-task";
import { createWorkSignal } from "./work-signal";

const HOUR_MS = 60 * 60_000;

describe("a periodic task", () => {
  const started: Array<{ stop(): Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(started.splice(0).map((task) => task.stop()));
  });

  /** A task whose rounds answer `results` in turn (the last repeats), woken by `signal`. */
  function start(
    results: Array<Record<string, number>>,
    { intervalMs = HOUR_MS, soonestMs = 0 } = {},
  ) {
    const logger = recordingLogger();
    const signal = createWorkSignal();
    let rounds = 0;
    const task = startPeriodicTask(
      { logger },
      {
        name: "webhooks",
        intervalMs,
        run: async () => results[Math.min(rounds++, results.length - 1)] ?? {},
        wakeOn: {
          subscribe: (wake) => signal.onQueued("webhook_deliveries", wake),
          soonestMs,
        },
      },
    );
    started.push(task);
    return { logger, signal, rounds: () => rounds };
  }

  it("logs nothing for a round that found nothing to do, and one info line for a round that did", async () => {
    const { logger, signal, rounds } = start([
      { claimed: 0, delivered: 0 },
      { claimed: 2, delivered: 1 },
    ]);
    await expect.poll(rounds).toBe(1);
    expect(logger.entries).toEqual([]);

    signal.notify("webhook_deliveries");
    await expect.poll(rounds).toBe(2);
    await expect
      .poll(() => logger.entries)
      .toEqual([
        { level: "info", fields: { claimed: 2, delivered: 1 }, message: "webhooks: round done" },
      ]);
  });

  it("runs a round when woken instead of waiting out its interval, and only for its own queue", async () => {
    const { signal, rounds } = start([{ claimed: 0 }]);
    await expect.poll(rounds).toBe(1);

    signal.notify("outgoing_messages");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rounds()).toBe(1);

    signal.notify("webhook_deliveries");
    await expect.poll(rounds).toBe(2);
    // Notifications may have been missed: every loop looks.
    signal.notify(null);
    await expect.poll(rounds).toBe(3);
  });

  it("keeps woken rounds `soonestMs` apart, however often it is woken", async () => {
    const { signal, rounds } = start([{ claimed: 0 }], { soonestMs: 300 });
    await expect.poll(rounds).toBe(1);
    const firstAt = performance.now();
    for (let wake = 0; wake < 20; wake++) {
      signal.notify("webhook_deliveries");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await expect.poll(rounds).toBe(2);
    expect(performance.now() - firstAt).toBeGreaterThanOrEqual(290);
    expect(rounds()).toBe(2);
  });

  it("runs once more after a round it was woken during, since that round may have looked too early", async () => {
    const logger = recordingLogger();
    const signal = createWorkSignal();
    let finishFirst: () => void = () => {};
    let rounds = 0;
    const task = startPeriodicTask(
      { logger },
      {
        name: "webhooks",
        intervalMs: HOUR_MS,
        run: async () => {
          rounds++;
          if (rounds === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
          return { claimed: 0 };
        },
        wakeOn: { subscribe: (wake) => signal.onQueued("webhook_deliveries", wake), soonestMs: 0 },
      },
    );
    started.push(task);
    await expect.poll(() => rounds).toBe(1);

    signal.notify("webhook_deliveries");
    finishFirst();
    await expect.poll(() => rounds).toBe(2);
  });

  it("runs the next round at once after one that left work waiting, not an interval later", async () => {
    const logger = recordingLogger();
    let rounds = 0;
    const task = startPeriodicTask(
      { logger },
      {
        name: "messages",
        intervalMs: HOUR_MS,
        run: async () => ({ leftWaiting: rounds++ < 2 ? 1 : 0 }),
        again: ({ leftWaiting = 0 }) => leftWaiting > 0,
      },
    );
    started.push(task);
    await expect.poll(() => rounds).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rounds).toBe(3);
  });

  it("runs every `intervalMs` when nothing wakes it", async () => {
    const { rounds } = start([{ claimed: 0 }], { intervalMs: 20 });
    await expect.poll(rounds).toBeGreaterThanOrEqual(3);
  });

  it("logs a failed round as an error, and the next round runs", async () => {
    const logger = recordingLogger();
    let rounds = 0;
    const task = startPeriodicTask(
      { logger },
      {
        name: "billing",
        intervalMs: 20,
        run: async () => {
          rounds++;
          if (rounds === 1) throw new Error("the database is gone");
          return { renewed: 0 };
        },
      },
    );
    started.push(task);
    await expect.poll(() => rounds).toBeGreaterThanOrEqual(2);
    expect(logger.entries.map(({ level, message }) => ({ level, message }))).toEqual([
      { level: "error", message: "billing: a round failed; the next one retries" },
    ]);
  });

  it("says in one sentence that the database cannot be reached, without the failed statement or its values", async () => {
    const logger = recordingLogger();
    let rounds = 0;
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    // As Drizzle wraps a failed statement: its text and values in the message and fields.
    const failedQuery = Object.assign(
      new Error(
        'Failed query: UPDATE "outgoing_messages" SET "to" = $1\nparams: buyer@example.com',
        { cause: refused },
      ),
      { query: 'UPDATE "outgoing_messages" SET "to" = $1', params: ["buyer@example.com"] },
    );
    const task = startPeriodicTask(
      { logger },
      {
        name: "messages",
        intervalMs: 20,
        run: async () => {
          rounds++;
          if (rounds === 1) throw failedQuery;
          return { sent: 0 };
        },
      },
    );
    started.push(task);
    await expect.poll(() => rounds).toBeGreaterThanOrEqual(2);
    expect(logger.entries).toEqual([
      {
        level: "error",
        fields: {
          reason: { code: "ECONNREFUSED", message: "connect ECONNREFUSED 127.0.0.1:5432" },
        },
        message:
          "messages: a round failed because the database cannot be reached; the next one retries",
      },
    ]);
    expect(JSON.stringify(logger.entries)).not.toMatch(/outgoing_messages|buyer@example\.com/);
  });
});
