import type { FunnelReport } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { checkDayRange, type DayRange, defaultDayRange } from "@creator-checkout/core/funnel";
import { type TaxQuarter, taxQuarter } from "@creator-checkout/core/tax";
import { AppError } from "../app-error";
import { type Config, loadConfig } from "../config";
import { databaseOptionsOf } from "../config-database";
import { connectDatabase, type Db } from "../db/connect";
import { readTaxReport } from "../domain/back-office/read-tax-report";
import { readFunnelReports } from "../domain/dashboard/read-funnel-reports";
import { callServer, ServerRefusedError } from "../operator/call-server";
import type { CommandIo } from "../operator/command-io";
import { formatFunnelReport, webVitalThresholdsNote } from "../operator/format-funnel-report";
import { formatTaxReport } from "../operator/format-tax-report";
import { readServerHandoff, type ServerHandoff } from "../operator/server-handoff";
import { systemClock } from "../security/clock";

const usage = `Usage: npm run report -- funnel [--publisher <username>] [--from YYYY-MM-DD] [--to YYYY-MM-DD]
       npm run report -- tax --publisher <username> --quarter <YYYYQn>

funnel: a publisher's funnel (every publisher's without --publisher): views, sign-ins and payments
per day, option and campaign; conversion by session; the median time to pay; web vitals. Days are
UTC days, both ends included; without --from and --to, the last 30 days.

tax: the tax a publisher collected in a quarter, for its OSS or local return, as aligned text:
per treatment, country, rate and currency, the sales, the refunds made in the quarter, and the
net and tax less those refunds.
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

/** Reads from the database itself, where no server holds it. */
async function readHere<T>(config: Config, read: (db: Db) => Promise<T>): Promise<T> {
  const database = await connectDatabase(databaseOptionsOf(config));
  try {
    return await read(database.db);
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

/** `tax --publisher <username> --quarter <YYYYQn>`, both given once, or a sentence. */
function parseTax(
  options: string[],
): { username: string; quarter: TaxQuarter } | { error: string } {
  const given = new Map<string, string>();
  for (let index = 0; index < options.length; index += 2) {
    const [name = "", value] = [options[index], options[index + 1]];
    if (!["--publisher", "--quarter"].includes(name)) {
      return {
        error: `${name} is not an option of the tax report: give --publisher and --quarter.`,
      };
    }
    if (value === undefined || value.startsWith("--")) return { error: `Give ${name} a value.` };
    if (given.has(name)) return { error: `Give ${name} once.` };
    given.set(name, value);
  }
  const username = given.get("--publisher");
  const quarterText = given.get("--quarter");
  if (!username) return { error: "Give --publisher, the username of the publisher to report." };
  if (!quarterText) return { error: "Give --quarter, the quarter to report, such as 2026Q4." };
  const quarter = taxQuarter(quarterText);
  return "error" in quarter ? quarter : { username, quarter };
}

async function runTaxReport(options: string[], io: CommandIo): Promise<number> {
  const request = parseTax(options);
  if ("error" in request) {
    io.stderr(`${request.error}\n`);
    return 2;
  }
  const config = loadConfig(io.env);
  const server = config.DATABASE_URL ? null : readServerHandoff(config.DATA_DIR);
  try {
    const rows = server
      ? (
          await callServer(server, api.getTaxReport, {
            query: { publisher: request.username, quarter: request.quarter.label },
          })
        ).rows
      : await readHere(config, (db) => readTaxReport({ db }, request));
    io.stdout(formatTaxReport({ ...request, quarter: request.quarter.label }, rows));
    return 0;
  } catch (error) {
    if (error instanceof AppError || error instanceof ServerRefusedError) {
      io.stderr(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

/** `npm run report -- <argv>`: the exit code, having written its words to `io`. */
export async function runReportCommand(argv: string[], io: CommandIo): Promise<number> {
  if (argv[0] === "tax") return runTaxReport(argv.slice(1), io);
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
      : await readHere(config, (db) =>
          readFunnelReports({ db }, { username: request.username, range }),
        );
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
