import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { connectDatabase } from "@creator-checkout/server/db/connect";
import { importCatalog } from "@creator-checkout/server/domain/catalog/import-catalog";
import { systemClock } from "@creator-checkout/server/security/clock";
import { pgAutoctlBinary, startFailoverPair } from "@creator-checkout/testing/auto-failover";
import { buildSignInTestApp, testSecret } from "@creator-checkout/testing/build-test-app";
import { demoCatalog } from "@creator-checkout/testing/demo-catalog";
import { type FailoverOutcome, runFailoverLoad } from "@creator-checkout/testing/failover-load";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { postgresBinaries } from "@creator-checkout/testing/throwaway-cluster";
import { findFreePort } from "./free-port";
import { atMost, formatNumber, type ReportRow } from "./report";
import { startServer, waitUntilHealthy } from "./server-process";

export interface FailoverFigures {
  outcome: FailoverOutcome | null;
  notes: string[];
}

export const FAILOVER = { servers: 2, tabs: 6, steadyMs: 3_000, renewalsEachSide: 20 };

/**
 * The failover test's load (testing/failover-load.ts) on the compiled server: a pg_auto_failover
 * primary and synchronous standby on loopback, two server processes on the multi-host URL,
 * buyers buying under idempotency keys and renewals falling due while the primary is SIGKILLed.
 */
export async function measureFailover(
  progress: (text: string) => void,
  options: { repoRoot: string; env: Record<string, string>; startTimeoutMs: number },
  figures: FailoverFigures,
): Promise<void> {
  const bin = postgresBinaries();
  if (!bin || !pgAutoctlBinary())
    throw new Error("no pg_auto_failover (apt-get install postgresql-15-auto-failover postgresql)");
  progress("failover: a pg_auto_failover monitor, primary and synchronous standby on loopback");
  const pair = await startFailoverPair(bin);
  const stops: Array<() => Promise<void>> = [() => pair.remove()];
  try {
    const database = await connectDatabase({ databaseUrl: pair.url, onConnectionError: () => {} });
    stops.push(() => database.close());
    await importCatalog(database, demoCatalog());
    const app = await buildSignInTestApp(database.db, systemClock);
    stops.push(() => app.close());
    const buyers = [];
    for (let n = 0; n < 3; n++) {
      const buyer = await signedInBuyer(app, database.db);
      await saveTestCard(app, buyer.headers);
      buyers.push(buyer);
    }
    const env = { ...options.env, APP_SECRET: testSecret.toString("utf8") };
    const servers = [];
    for (let n = 0; n < FAILOVER.servers; n++) {
      const server = startServer({
        repoRoot: options.repoRoot,
        databaseUrl: pair.url,
        port: await findFreePort(),
        env,
      });
      stops.push(() => server.stop());
      servers.push(server);
    }
    for (const server of servers) await waitUntilHealthy(server, options.startTimeoutMs);
    const billing = join(options.repoRoot, "apps/server/dist/billing.js");
    const runBilling = async () => {
      const child = spawn(process.execPath, [billing, "run-due"], {
        env: { ...process.env, ...env, DATABASE_URL: pair.url, LOG_LEVEL: "warn" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      const [exitCode] = await once(child, "exit");
      return { exitCode: exitCode as number | null, output };
    };
    progress("failover: purchases and renewals while the primary is SIGKILLed and promoted");
    figures.outcome = await runFailoverLoad({
      pair,
      db: database.db,
      serverUrls: servers.map((server) => server.baseUrl),
      buyers,
      tabs: FAILOVER.tabs,
      steadyMs: FAILOVER.steadyMs,
      renewalsEachSide: FAILOVER.renewalsEachSide,
      runBilling,
    });
    if (figures.outcome.lastBilling.exitCode !== 0)
      figures.notes.push(
        `the billing run after the failover failed: ${figures.outcome.lastBilling.output.slice(-300)}`,
      );
  } finally {
    for (let stop = stops.pop(); stop; stop = stops.pop()) await stop().catch(() => {});
  }
}

/** Anything lost, doubled or left without an answer: the row that must say 0. */
export function failoverMishaps(outcome: FailoverOutcome): number {
  return (
    outcome.unanswered +
    outcome.wrongPurchases.length +
    outcome.strandedOrders +
    outcome.wrongRenewals.length
  );
}

export function failoverRows(figures: FailoverFigures, ran: boolean): ReportRow[] {
  const { outcome } = figures;
  const metric = "Failover (SIGKILLed primary)";
  if (!outcome) {
    return [
      {
        metric: `${metric}: seconds without a purchase answered`,
        value: ran ? "failed" : "-",
        goal: "<= 30 s",
        verdict: ran ? "FAIL" : "NOT RUN",
      },
    ];
  }
  const seconds = (ms: number) => `${formatNumber(ms / 1000, 1)} s`;
  const mishaps = failoverMishaps(outcome);
  return [
    {
      metric: `${metric}: seconds without a purchase answered`,
      value: seconds(outcome.longestGapMs),
      goal: "<= 30 s",
      verdict: atMost(outcome.longestGapMs, 30_000),
    },
    {
      metric: `${metric}: /healthz ready again after the kill`,
      value: outcome.healthReadyMs === null ? "never" : seconds(outcome.healthReadyMs),
      goal: "<= 30 s",
      verdict: outcome.healthReadyMs === null ? "FAIL" : atMost(outcome.healthReadyMs, 30_000),
    },
    {
      metric: `${metric}: requests failed, each completed by its retry`,
      value: `${outcome.failedAttempts} of ${outcome.purchases} purchases' attempts`,
      goal: "-",
      verdict: "INFO",
    },
    {
      metric: `${metric}: purchases and renewals lost or doubled`,
      value: `${mishaps} (${outcome.purchases} purchases, ${outcome.renewalsDue} renewals)`,
      goal: "0",
      verdict: mishaps === 0 ? "PASS" : "FAIL",
    },
  ];
}

export function failoverJson(figures: FailoverFigures): unknown {
  const { outcome } = figures;
  if (!outcome) return { run: null, notes: figures.notes };
  return {
    purchases: outcome.purchases,
    failedAttempts: outcome.failedAttempts,
    finishedByReconciler: outcome.finishedByReconciler,
    renewals: outcome.renewalsDue,
    lostOrDoubled: failoverMishaps(outcome),
    secondsWithoutPurchase: Number((outcome.longestGapMs / 1000).toFixed(2)),
    healthReadySeconds:
      outcome.healthReadyMs === null ? null : Number((outcome.healthReadyMs / 1000).toFixed(2)),
    notes: figures.notes,
  };
}
