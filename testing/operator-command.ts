import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
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
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
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
 * catalog, then beside a server that holds the embedded database, which the command must ask
 * instead of opening the data folder itself (docs/decisions/043).
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
        await run((args) => runOperatorCommand("publisher", args, database.env));
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
