import type { FunnelReport } from "@creator-checkout/core/api";
import type { CheckedDayRange } from "@creator-checkout/core/funnel";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publishers } from "../../db/schema";
import { publisherKeyErrors } from "../publisher-keys/publisher-key-errors";
import { readFunnel } from "./read-funnel";

/** The funnel of one publisher, or of every publisher by username, for the operator's report. */
export async function readFunnelReports(
  { db }: { db: Db },
  options: {
    username?: string | undefined;
    range: CheckedDayRange;
  },
): Promise<FunnelReport[]> {
  const { username, range } = options;
  const found = await db
    .select({ id: publishers.id })
    .from(publishers)
    .where(username === undefined ? undefined : eq(publishers.username, username))
    .orderBy(asc(publishers.username));
  if (username !== undefined && found.length === 0)
    throw publisherKeyErrors.noSuchPublisher(username);
  const reports: FunnelReport[] = [];
  for (const publisher of found) {
    reports.push(await readFunnel({ db }, { publisherId: publisher.id, range }));
  }
  return reports;
}
