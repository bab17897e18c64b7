import type { RenewalFigures, RenewalOptions, RenewalRun } from "./renewal-load";
import { formatNumber, type Reference, type ReportRow, shareOf } from "./report";

/**
 * What one renewal costs in Postgres, read from the code (claim-due-subscriptions.ts,
 * renew-subscription.ts, the test processor's gateway, finish-order.ts, record-renewal-paid.ts,
 * enqueue-payment-message.ts), for a buyer with a saved default card:
 * - the claim: one UPDATE for a batch of 50;
 * - renewSubscription's transaction: BEGIN, lock the subscription, look for a charge under way,
 *   find the default card, INSERT the renewal order, COMMIT;
 * - read the order's card again, the test processor's card, and its INSERT of the charge;
 * - finishOrder's transaction: BEGIN, lock the order, upsert the charge, mark it paid, read the
 *   option, lock the subscription, move its period, read the receipt's facts, queue the
 *   receipt, COMMIT.
 */
export const RENEWAL_SQL_FROM_CODE = {
  writeTransactions: 3,
  roundTrips: 6 + 3 + 10,
};

const count = (value: number) => formatNumber(value, 0);
const loadText = (load: number[]) => formatNumber(load[0] ?? 0, 2, 2);

function label(workers: number) {
  return `${workers} worker process${workers === 1 ? "" : "es"}`;
}

/** Renewal rates of each run, beside the pgbench insert rate already in the report. */
export function renewalRows(
  figures: RenewalFigures,
  options: RenewalOptions,
  reference: Reference,
): ReportRow[] {
  const rows: ReportRow[] = [];
  for (const workers of options.workers) {
    const run: RenewalRun | undefined = figures.runs.find((each) => each.workers === workers);
    const what = `Renewals/s, ${label(workers)} (${count(options.subscriptions)} due)`;
    const share = run ? shareOf(run.renewalsPerSecond, reference) : null;
    rows.push(
      {
        metric: what,
        value: run ? `${formatNumber(run.renewalsPerSecond, 0)} /s` : "-",
        goal: "-",
        verdict: run ? "INFO" : "NOT RUN",
      },
      {
        metric: `Renewals/s, ${label(workers)} vs ${reference.name}`,
        value: share === null ? "-" : `${formatNumber(share, 1)} %`,
        goal: "-",
        verdict: share === null ? "NOT RUN" : "INFO",
      },
      {
        metric: `Renewals, ${label(workers)}: time (1-min load at start, end)`,
        value: run
          ? `${formatNumber(run.seconds, 1)} s (${loadText(run.loadAtStart)}, ${loadText(run.loadAtEnd)})`
          : "-",
        goal: "-",
        verdict: run ? "INFO" : "NOT RUN",
      },
    );
  }
  return rows;
}

/** The renewal figures for the report's JSON. */
export function renewalJson(figures: RenewalFigures, reference: Reference): unknown {
  const round = (value: number, digits = 2) => Number(value.toFixed(digits));
  return {
    runs: figures.runs.map((run) => {
      const share = shareOf(run.renewalsPerSecond, reference);
      return {
        workers: run.workers,
        renewalsPerSecond: Math.round(run.renewalsPerSecond),
        shareOfInsertPercent: share === null ? null : round(share, 1),
        seconds: round(run.seconds),
        seedSeconds: round(run.seedSeconds),
        renewed: run.renewed,
        paidRenewals: run.paidRenewals,
        processorCharges: run.processorCharges,
        loadAtStart: run.loadAtStart.map((value) => round(value)),
        loadAtEnd: run.loadAtEnd.map((value) => round(value)),
      };
    }),
    sqlFromCode: RENEWAL_SQL_FROM_CODE,
    notes: figures.notes,
  };
}

/** How the renewal figures were made, for the lines above the table. */
export function renewalMethod(options: RenewalOptions): string[] {
  const code = RENEWAL_SQL_FROM_CODE;
  return [
    `Renewals: ${count(options.subscriptions)} buyers of the demo's monthly Supporter option, each with a saved 4242`,
    "  test card, seeded in bulk (untimed, then VACUUM ANALYZE) on a fresh database for each run, all due at once;",
    `  then ${options.workers.map(label).join(", then ")} of \`npm run billing -- run-due --now\` with the built-in test`,
    "  processor. Every worker is held at its first claim until all wait there, so start-up is not timed;",
    "  renewals/s = paid renewal orders / time from their common start to the last exit. From the code, a renewal is",
    `  ${code.roundTrips} round trips to Postgres in ${code.writeTransactions} write transactions (the order; the processor's charge; finishOrder`,
    "  with the period and the receipt), plus a share of the claim of its batch of 50.",
  ];
}
