import "../english-by-default";
import { processIo } from "../operator/command-io";
import { runReportCommand } from "./report-command";

process.exitCode = await runReportCommand(process.argv.slice(2), processIo);
