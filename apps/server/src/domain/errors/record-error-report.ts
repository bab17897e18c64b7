import {
  MONITORING_RELEASE,
  MONITORING_SERVICE,
  reportUrlWithoutQuery,
  scrubErrorReport,
} from "@creator-checkout/core/errors";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { errorReports } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { errorFingerprint } from "./error-fingerprint";

export interface ErrorReportLogger {
  warn(fields: object, message: string): void;
}

export interface RecordErrorReportInput {
  source: "page" | "server";
  /** The page's place (product.md §8's failures, a rendering error...) or the server's route. */
  place: string;
  name: string;
  message: string;
  stack?: string | undefined;
  component_stack?: string | undefined;
  url?: string | undefined;
}

/**
 * Keeps one failure in the collector (docs/decisions/042): scrubbed again whatever the sender
 * did, stored once per fingerprint, and counted. One upsert, so concurrent identical reports
 * (a storm from many buyers at once) add to one row and never fail on its unique key. A new
 * fingerprint is logged once; its repeats are only counted.
 */
export async function recordErrorReport(
  { db, clock, logger }: { db: Db; clock: Clock; logger: ErrorReportLogger },
  input: RecordErrorReportInput,
): Promise<{ fingerprint: string; isNew: boolean }> {
  const scrubbed = scrubErrorReport({
    place: input.place,
    name: input.name,
    message: input.message,
    stack: input.stack,
    component_stack: input.component_stack,
    url: input.url ?? "",
  });
  const stack = [scrubbed.stack, scrubbed.component_stack].filter(Boolean).join("\n\n") || null;
  const message = `${scrubbed.name}: ${scrubbed.message}`;
  const fingerprint = errorFingerprint({
    source: input.source,
    place: input.place,
    name: scrubbed.name,
    message: scrubbed.message,
    stack: scrubbed.stack,
  });
  const now = clock.now();
  const [row] = await db
    .insert(errorReports)
    .values({
      fingerprint,
      source: input.source,
      place: input.place,
      message,
      stack,
      url: input.url ? reportUrlWithoutQuery(input.url) : null,
      release: MONITORING_RELEASE,
      service: MONITORING_SERVICE,
      first_seen: now,
      last_seen: now,
    })
    .onConflictDoUpdate({
      target: errorReports.fingerprint,
      set: {
        count: sql`${errorReports.count} + 1`,
        last_seen: sql`greatest(${errorReports.last_seen}, excluded.last_seen)`,
      },
    })
    // xmax is 0 on a row this statement inserted, and the updating transaction's id otherwise.
    .returning({ isNew: sql<boolean>`(xmax = 0)` });
  const isNew = row?.isNew === true;
  if (isNew) {
    logger.warn(
      { fingerprint, source: input.source, place: input.place, error: message },
      "error report: a failure not seen before",
    );
  }
  return { fingerprint, isNew };
}
