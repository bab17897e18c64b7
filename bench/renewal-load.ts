import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import {
  type FinishedBillingRun,
  renewedBy,
  startBillingRun,
} from "@creator-checkout/testing/billing-process";
import { holdBillingRuns } from "@creator-checkout/testing/billing-start-line";
import { demoCatalog } from "@creator-checkout/testing/demo-catalog";
import { seedDueSubscriptions } from "@creator-checkout/testing/seed-due-subscriptions";
import { connectDatabase } from "../apps/server/src/db/connect";
import { importCatalog } from "../apps/server/src/domain/catalog/import-catalog";
import type { PostgresServer } from "./postgres-cluster";

export interface RenewalOptions {
  /** Subscriptions due at once, seeded afresh for each run. */
  subscriptions: number;
  /** Worker processes of each run, in order: 1, then 2. */
  workers: readonly number[];
  /** When the seeded buyers bought; the runs are made as of a minute after their month ended. */
  boughtAt: Date;
}

export interface RenewalRun {
  workers: number;
  /** Seeding the database in bulk, untimed. */
  seedSeconds: number;
  /** From the moment every worker waited at its first claim to the last one's exit. */
  seconds: number;
  /** Renewals the workers printed, summed. */
  renewed: number;
  /** Read back from the database: paid renewal orders and succeeded charges at the processor. */
  paidRenewals: number;
  processorCharges: number;
  renewalsPerSecond: number;
  loadAtStart: number[];
  loadAtEnd: number[];
}

export interface RenewalFigures {
  runs: RenewalRun[];
  /** Anything that makes a run's figures doubtful: a worker that failed, a count that is off. */
  notes: string[];
}

interface Context {
  postgres: PostgresServer;
  progress: (text: string) => void;
}

const count = async (postgres: PostgresServer, databaseUrl: string, statement: string) =>
  Number((await postgres.sql(databaseUrl, statement)).trim());

/**
 * Renews `subscriptions` due subscriptions with the built-in test processor, on a database of
 * their own, once per entry of `workers`: that many `npm run billing -- run-due --now` processes
 * start together on the same subscriptions (each claims batches with FOR UPDATE SKIP LOCKED), and
 * the rate is what they renewed over the time from their common start to the last exit.
 */
export async function measureRenewals(
  { postgres, progress }: Context,
  options: RenewalOptions,
  figures: RenewalFigures,
): Promise<void> {
  for (const workers of options.workers) {
    const databaseUrl = await postgres.createDatabase("bench_renewals");
    progress(`renewals: seeding ${options.subscriptions} due subscriptions`);
    const seedStart = performance.now();
    const database = await connectDatabase({ databaseUrl });
    const seeded = await (async () => {
      try {
        await importCatalog(database, demoCatalog());
        return await seedDueSubscriptions(database, {
          count: options.subscriptions,
          boughtAt: options.boughtAt,
        });
      } finally {
        await database.close();
      }
    })();
    // As a server that has been running would have them: statistics and the visibility map.
    await postgres.sql(databaseUrl, "VACUUM ANALYZE");
    const seedSeconds = (performance.now() - seedStart) / 1000;

    const env = { DATABASE_URL: databaseUrl };
    const runAt = new Date(seeded.dueAt.getTime() + 60_000);
    const startLine = await holdBillingRuns(env);
    const runs = Array.from({ length: workers }, () => startBillingRun(runAt, env));
    const what = `${workers} worker process${workers === 1 ? "" : "es"}`;
    let finished: FinishedBillingRun[];
    let seconds: number;
    let loadAtStart: number[];
    try {
      // Start-up (tsx, connecting, checking migrations) is left out: every worker waits here.
      await startLine.whenWaiting(workers, () => runs.every((run) => run.running()));
      progress(`renewals: ${options.subscriptions} due, renewed by ${what}`);
      loadAtStart = loadavg();
      const start = performance.now();
      await startLine.release();
      finished = await Promise.all(runs.map((run) => run.finished));
      seconds = (performance.now() - start) / 1000;
    } finally {
      await startLine.release();
    }
    const loadAtEnd = loadavg();

    let renewed = 0;
    for (const run of finished) {
      if (run.code === 0) renewed += renewedBy(run);
      else {
        figures.notes.push(
          `${what}: a worker ended with ${run.signal ?? `exit code ${run.code}`}: ${run.stderr.trim()}`,
        );
      }
    }
    const paidRenewals = await count(
      postgres,
      databaseUrl,
      "SELECT count(*) FROM orders WHERE kind = 'renewal' AND status = 'paid'",
    );
    const processorCharges = await count(
      postgres,
      databaseUrl,
      `SELECT count(*) FROM test_processor_charges c JOIN orders o ON c.idempotency_key = 'order:' || o.id
       WHERE o.kind = 'renewal' AND c.status = 'succeeded'`,
    );
    for (const [name, value] of [
      ["renewals printed", renewed],
      ["paid renewal orders", paidRenewals],
      ["succeeded renewal charges at the processor", processorCharges],
    ] as const) {
      if (value !== options.subscriptions) {
        figures.notes.push(`${what}: ${value} ${name}, not ${options.subscriptions}`);
      }
    }
    figures.runs.push({
      workers,
      seedSeconds,
      seconds,
      renewed,
      paidRenewals,
      processorCharges,
      renewalsPerSecond: paidRenewals / seconds,
      loadAtStart,
      loadAtEnd,
    });
  }
}
