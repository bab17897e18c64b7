import "../english-by-default";
import { processIo } from "../operator/command-io";
import { runPublisherCommand } from "./publisher-command";

process.exitCode = await runPublisherCommand(process.argv.slice(2), processIo);
