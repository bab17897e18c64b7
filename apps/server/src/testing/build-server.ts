import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const buildScript = fileURLToPath(new URL("../../scripts/build.ts", import.meta.url));

/** `npm run build -w apps/server`: the compiled server of the sources as they are now. */
export async function buildServer(): Promise<void> {
  await promisify(execFile)(process.execPath, ["--import", "tsx", buildScript], {
    cwd: fileURLToPath(new URL("../../", import.meta.url)),
  });
}
