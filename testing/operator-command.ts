import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { runPublisherCommand } from "@creator-checkout/server/cli/publisher-command";
import { runReportCommand } from "@creator-checkout/server/cli/report-command";
import { importCatalog } from "@creator-checkout/server/domain/catalog/import-catalog";
import { serverRoot } from "@creator-checkout/server/server-root";
import { describe, it } from "vitest";
import { demoCatalog } from "./demo-catalog";
import { startServerProcess } from "./server-process";
import { type ProcessTestDatabaseKind, processTestDatabases } from "./test-databases";

const commandPaths = {
  catalog: fileURLToPath(new URL("src/cli/catalog.ts", serverRoot)),
  publisher: fileURLToPath(new URL("src/cli/publisher.ts", serverRoot)),
  report: fileURLToPath(new URL("src/cli/report.ts", serverRoot)),
};

export interface FinishedCommand {
  code: number | null;
  stdout: string;
  stderr: string;
}

const commandEnv = (env: Record<string, string>) => ({
  ...process.env,
  NODE_ENV: "test",
  LOG_LEVEL: "warn",
  ...env,
});

/**
 * `npm run <command> -- <args>` in a process of its own, as an operator runs it beside the
 * servers; `env` names the database. Resolves once it has exited and its output is complete.
 */
export function runOperatorCommand(
  command: keyof typeof commandPaths,
  args: string[],
  env: Record<string, string>,
): Promise<FinishedCommand> {
  const child = spawn(process.execPath, ["--import", "tsx", commandPaths[command], ...args], {
    env: commandEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const commandsHere = { publisher: runPublisherCommand, report: runReportCommand };

/**
 * The same command as runOperatorCommand, through the function its entry calls, in this process:
 * without a process's start for each command (docs/decisions/116). Each file that uses it keeps
 * a test that runs the command in a process of its own, so the entry itself stays tested.
 */
export async function runOperatorCommandHere(
  command: keyof typeof commandsHere,
  args: string[],
  env: Record<string, string>,
): Promise<FinishedCommand> {
  let stdout = "";
  let stderr = "";
  const io = {
    env: commandEnv(env),
    stdout: (text: string) => {
      stdout += text;
    },
    stderr: (text: string) => {
      stderr += text;
    },
  };
  try {
    return { code: await commandsHere[command](args, io), stdout, stderr };
  } catch (error) {
    // As Node does with an error the command leaves uncaught: it is printed, and the exit is 1.
    return {
      code: 1,
      stdout,
      stderr: `${stderr}${error instanceof Error ? error.stack : error}\n`,
    };
  }
}

/** The key that `publisher key create` printed on its last line. */
export function createdKey(run: FinishedCommand): { key: string; keyId: string } {
  const key = /^(ccpk_\S+)$/m.exec(run.stdout)?.[1];
  const keyId = /\(id ([0-9a-f-]{36})\)/.exec(run.stdout)?.[1];
  if (!key || !keyId) {
    throw new Error(`no key was printed (exit ${run.code}):\n${run.stdout}${run.stderr}`);
  }
  return { key, keyId };
}

export type PublisherCommand = (args: string[]) => Promise<FinishedCommand>;

/**
 * The suites of a `npm run publisher -- <what>` scenario: on each test database holding the demo
 * catalog, through the command's function here, then beside a server that holds the embedded
 * database, in processes of their own, which must ask the server instead of opening the data
 * folder themselves (docs/decisions/043).
 */
export function describePublisherCommand(
  what: string,
  scenario: string,
  run: (command: PublisherCommand) => Promise<void>,
) {
  describe.each(processTestDatabases())(`npm run publisher -- ${what} on $name`, (kind) => {
    it(scenario, { timeout: 240_000 }, async () => {
      const database = await withDemoCatalog(kind);
      try {
        await run((args) => runOperatorCommandHere("publisher", args, database.env));
      } finally {
        await database.remove();
      }
    });
  });

  describe(`npm run publisher -- ${what} beside a server on the embedded database`, () => {
    it("asks the server that holds the data folder", { timeout: 240_000 }, async () => {
      const [pglite] = processTestDatabases();
      if (!pglite) throw new Error("PGlite is always a test database");
      const database = await withDemoCatalog(pglite);
      const server = await startServerProcess(database.env);
      try {
        await run((args) => runOperatorCommand("publisher", args, database.env));
      } finally {
        await server.stop();
        await database.remove();
      }
    });
  });
}

async function withDemoCatalog(kind: ProcessTestDatabaseKind) {
  const database = await kind.create();
  const setUp = await database.open();
  await importCatalog(setUp, demoCatalog());
  await setUp.close();
  return database;
}
