import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { serverRoot } from "@creator-checkout/server/server-root";

const billingCommandPath = fileURLToPath(new URL("src/cli/billing.ts", serverRoot));
/** Runs due billing like the operator command and dies the moment a renewal has been charged. */
export const crashingBillingPath = fileURLToPath(
  new URL("./run-due-billing-then-crash.ts", import.meta.url),
);

export interface FinishedBillingRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

/**
 * `npm run billing -- run-due --now <now>` in a process of its own, as an operator runs it beside
 * the servers (or `entry` with the same arguments); `env` names the database. `finished`
 * resolves when the process has exited, however it ended.
 */
export function startBillingRun(
  now: Date,
  env: Record<string, string>,
  entry = billingCommandPath,
) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", entry, "run-due", "--now", now.toISOString()],
    {
      env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const finished = new Promise<FinishedBillingRun>((resolve, reject) => {
    child.once("error", reject);
    // "close", not "exit": the output is complete only once the pipes are.
    child.once("close", (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
  return {
    finished,
    running: () => child.exitCode === null && child.signalCode === null,
  };
}

/** The count a run printed in its "Billing run ...: 12 renewed, 0 failed, ..." line. */
export function renewedBy(run: FinishedBillingRun): number {
  const renewed = /: (\d+) renewed, /.exec(run.stdout)?.[1];
  if (renewed === undefined) {
    throw new Error(
      `the billing run printed no totals (exit ${run.code ?? run.signal}):\n${run.stdout}${run.stderr}`,
    );
  }
  return Number(renewed);
}
