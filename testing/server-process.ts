import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { serverRoot } from "@creator-checkout/server/server-root";
import { startScriptNodeOptions } from "./start-script";

const mainPath = fileURLToPath(new URL("src/main.ts", serverRoot));
/** The server as production runs it, built by `npm run build` (scripts/build.ts). */
export const compiledMainPath = fileURLToPath(new URL("dist/main.js", serverRoot));
/** The checkout that dies right after its gateway charged, before the order records it. */
export const crashingCheckoutPath = fileURLToPath(
  new URL("./serve-crashing-checkout.ts", import.meta.url),
);

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port")),
      );
    });
  });
}

/** The real server in its own process, as `npm start` runs it, for tests that kill it. */
export async function startServerProcess(env: Record<string, string>, entry = mainPath) {
  const port = await freePort();
  // The compiled server runs with production's options, and source maps for readable failures.
  const nodeArgs = entry.endsWith(".js")
    ? [...startScriptNodeOptions(), "--enable-source-maps"]
    : ["--import", "tsx"];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, entry], {
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited: ${stderr}`);
    const ok = await fetch(`${baseUrl}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`the server did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    port,
    exited,
    /** What it wrote to its standard output so far: its log lines. */
    stdout: () => stdout,
    /** Ends it at once, as a crash or an out-of-memory kill would. */
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
