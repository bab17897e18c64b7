import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";

const workerPath = fileURLToPath(new URL("./webhook-worker-process.ts", import.meta.url));

/** The webhook worker in a process of its own on `databaseUrl`; `kill` ends it as a crash would. */
export async function startWebhookWorker(
  databaseUrl: string,
  { leaseMs = 2_000, timeoutMs = 1_000 } = {},
) {
  const child = spawn(process.execPath, ["--import", "tsx", workerPath], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      LEASE_MS: String(leaseMs),
      TIMEOUT_MS: String(timeoutMs),
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = once(child, "exit");
  await new Promise<void>((resolve, reject) => {
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => {
      if (chunk.includes("ready")) resolve();
    });
    child.once("exit", (code) => reject(new Error(`the webhook worker exited with ${code}`)));
  });
  return {
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}
