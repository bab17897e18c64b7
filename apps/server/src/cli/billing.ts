import "../english-by-default";
import * as api from "@creator-checkout/core/api-routes";
import { loadConfig } from "../config";
import { databaseOptionsOf } from "../config-database";
import { connectDatabase } from "../db/connect";
import { isDatabaseUnavailable, unavailableReason } from "../db/unavailable";
import { movedClock } from "../domain/billing/moved-clock";
import { type BillingTotals, runDueBilling } from "../domain/billing/run-due-billing";
import { orderKinds } from "../domain/order-kinds";
import { callServer, ServerRefusedError } from "../operator/call-server";
import { readServerHandoff, type ServerHandoff } from "../operator/server-handoff";
import {
  configuredTaxCalculator,
  createConfiguredGateway,
} from "../payments/create-configured-gateway";
import { systemClock } from "../security/clock";

const usage = `Usage: npm run billing -- run-due [--now <ISO date>]

Runs the renewals, trial ends, retries and cancellations that are due. Outside production,
--now runs them as of another date, e.g. --now 2027-01-15T12:00:00Z, to try a renewal
without waiting for it.
`;

async function main(argv: string[]): Promise<number> {
  const [command, ...options] = argv;
  const nowAt = options[0] === "--now" ? options[1] : undefined;
  const wellFormed = options.length === 0 || (options.length === 2 && nowAt !== undefined);
  if (command !== "run-due" || !wellFormed) {
    process.stderr.write(usage);
    return 2;
  }
  const now = nowAt === undefined ? undefined : new Date(nowAt);
  if (now && Number.isNaN(now.getTime())) {
    process.stderr.write(`--now must be a date such as 2027-01-15T12:00:00Z, not ${nowAt}.\n`);
    return 2;
  }
  const config = loadConfig();
  if (now && config.NODE_ENV === "production") {
    process.stderr.write("--now is for trying billing outside production; nothing was run.\n");
    return 2;
  }

  // The embedded database may be opened by one process only: a server running on it does the work.
  const server = config.DATABASE_URL ? null : readServerHandoff(config.DATA_DIR);
  const totals = server ? await runInServer(server, now) : await runHere(config, now);
  if (!totals) return 1;
  process.stdout.write(
    `Billing run${now ? ` as of ${now.toISOString()}` : ""}: ${totals.renewed} renewed, ` +
      `${totals.failed} failed, ${totals.ended} ended, ${totals.waiting} waiting for the payment provider` +
      `${totals.errors ? `, ${totals.errors} errors (see the log)` : ""}.\n`,
  );
  return totals.errors ? 1 : 0;
}

/** On Postgres (beside any running servers), or on an embedded database no server holds. */
async function runHere(config: ReturnType<typeof loadConfig>, now: Date | undefined) {
  const database = await connectDatabase(databaseOptionsOf(config));
  try {
    const clock = now ? movedClock(now, systemClock) : systemClock;
    return await runDueBilling(
      {
        db: database.db,
        clock,
        gateway: createConfiguredGateway(config, { db: database.db, clock }),
        publicUrl: config.PUBLIC_URL,
        renewalRetryDays: config.RENEWAL_RETRY_DAYS,
        taxRates: config.taxRates,
        taxCalculator: configuredTaxCalculator(config),
        orderKinds,
      },
      {
        // A lost database is said in a sentence, without the statement's text and values.
        onError: (subscriptionId, error) =>
          process.stderr.write(
            `subscription ${subscriptionId}: ${
              isDatabaseUnavailable(error)
                ? `the database cannot be reached (${unavailableReason(error).message}); it is retried`
                : String(error)
            }\n`,
          ),
      },
    );
  } finally {
    await database.close();
  }
}

async function runInServer(
  server: ServerHandoff,
  now: Date | undefined,
): Promise<BillingTotals | null> {
  try {
    return await callServer(server, api.runDueBilling, {
      body: now ? { now: now.toISOString() } : {},
    });
  } catch (error) {
    if (!(error instanceof ServerRefusedError)) throw error;
    process.stderr.write(`The server refused: ${error.message}\n`);
    return null;
  }
}

process.exitCode = await main(process.argv.slice(2));
