import { desc } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { errorReports } from "../../db/schema";

/** The collector's failures, most recently seen first (at most 100). */
export async function listErrorReports({ db }: { db: Db }) {
  return db
    .select({
      fingerprint: errorReports.fingerprint,
      source: errorReports.source,
      place: errorReports.place,
      message: errorReports.message,
      stack: errorReports.stack,
      url: errorReports.url,
      count: errorReports.count,
      release: errorReports.release,
      service: errorReports.service,
      first_seen: errorReports.first_seen,
      last_seen: errorReports.last_seen,
    })
    .from(errorReports)
    .orderBy(desc(errorReports.last_seen))
    .limit(100);
}
