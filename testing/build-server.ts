import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { serverRoot } from "@creator-checkout/server/server-root";

const buildScript = fileURLToPath(new URL("scripts/build.ts", serverRoot));

/** `npm run build -w apps/server`: the compiled server of the sources as they are now. */
export async function buildServer(): Promise<void> {
  await promisify(execFile)(process.execPath, ["--import", "tsx", buildScript], {
    cwd: fileURLToPath(serverRoot),
  });
}
