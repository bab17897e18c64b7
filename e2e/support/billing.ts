import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * Runs `npm run billing -- run-due --now <date>` as a creator would on a laptop: the command
 * hands the run to the test-processor checkout on its data folder (docs/decisions/029).
 * Answers what the command printed ("Billing run as of …: 1 renewed, …").
 */
export async function runDueBilling(now: Date): Promise<string> {
  const dataDir = process.env.E2E_TEST_PROCESSOR_DATA_DIR;
  if (!dataDir) throw new Error("E2E_TEST_PROCESSOR_DATA_DIR is set by playwright.config.ts");
  const { stdout } = await run(
    "npm",
    ["run", "--silent", "billing", "--", "run-due", "--now", now.toISOString()],
    {
      cwd: resolve(import.meta.dirname, "../.."),
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: "test" },
    },
  );
  return stdout;
}

/** `days` days after `from`, as the renewal worker's moved clock would see it. */
export function daysLater(days: number, from = new Date()): Date {
  return new Date(from.getTime() + days * 24 * 60 * 60 * 1000);
}
