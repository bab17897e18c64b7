import type { FunnelReport } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import {
  type CheckedDayRange,
  checkDayRange,
  type DayRange,
  defaultDayRange,
} from "@creator-checkout/core/funnel";
import { AppError } from "../app-error";
import { type Config, loadConfig } from "../config";
import { connectDatabase } from "../db/connect";
import { readFunnelReports } from "../domain/dashboard/read-funnel-reports";
import { callServer, ServerRefusedError } from "../operator/call-server";
import type { CommandIo } from "../operator/command-io";
import { formatFunnelReport, webVitalThresholdsNote } from "../operator/format-funnel-report";
import { readServerHandoff, type ServerHandoff } from "../operator/server-handoff";
import { systemClock } from "../security/clock";

const usage = `Usage: npm run report -- funnel [--publisher <username>] [--from YYYY-MM-DD] [--to YYYY-MM-DD]

Prints a publisher's funnel (every publisher's without --publisher): views, sign-ins and payments
per day, option and campaign; conversion by session; the median time to pay; web vitals. Days are
UTC days, both ends included; without --from and --to, the last 30 days.
`;

interface ReportRequest {
  username: string | undefined;
  range: DayRange;
}

function parse(argv: string[], now: Date): ReportRequest | { error: string } | null {
  const [command, ...options] = argv;
  if (command !== "funnel" || options.length % 2 !== 0) return null;
  const given = new Map<string, string>();
  for (let index = 0; index < options.length; index += 2) {
    const [name, value] = [options[index], options[index + 1]];
    if (!name || !value || !["--publisher", "--from", "--to"].includes(name) || given.has(name)) {
      return null;
    }
    given.set(name, value);
  }
  const from = given.get("--from");
  const to = given.get("--to");
  if ((from === undefined) !== (to === undefined)) {
    return { error: "Give both --from and --to, or neither for the last 30 days." };
  }
  return {
    username: given.get("--publisher"),
    range: from !== undefined && to !== undefined ? { from, to } : defaultDayRange(now),
  };
}

async function readHere(config: Config, request: ReportRequest, range: CheckedDayRange) {
  const database = await connectDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    return await readFunnelReports({ db: database.db }, { username: request.username, range });
  } finally {
    await database.close();
  }
}

async function readInServer(
  server: ServerHandoff,
  request: ReportRequest,
): Promise<FunnelReport[]> {
  const answer = await callServer(server, api.getFunnelReports, {
    query: { ...request.range, publisher: request.username },
  });
  return answer.reports;
}

/** `npm run report -- <argv>`: the exit code, having written its words to `io`. */
export async function runReportCommand(argv: string[], io: CommandIo): Promise<number> {
  const request = parse(argv, systemClock.now());
  if (!request) {
    io.stderr(usage);
    return 2;
  }
  if ("error" in request) {
    io.stderr(`${request.error}\n`);
    return 2;
  }
  const range = checkDayRange(request.range);
  if (!range.ok) {
    io.stderr(`${range.message}\n`);
    return 2;
  }
  const config = loadConfig(io.env);
  // The embedded database may be opened by one process only: a server running on it reads the
  // figures (docs/decisions/043).
  const server = config.DATABASE_URL ? null : readServerHandoff(config.DATA_DIR);
  try {
    const reports = server
      ? await readInServer(server, request)
      : await readHere(config, request, range);
    if (reports.length === 0) {
      io.stdout("There are no publishers yet.\n");
      return 0;
    }
    io.stdout(`${reports.map(formatFunnelReport).join("\n\n")}\n${webVitalThresholdsNote}`);
    return 0;
  } catch (error) {
    if (error instanceof AppError || error instanceof ServerRefusedError) {
      io.stderr(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}
