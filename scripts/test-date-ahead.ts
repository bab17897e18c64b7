/**
 * Runs every test that names a literal date with the machine's clock 400 days ahead, under
 * Debian's faketime, so a test that passes only before some date fails the day it is written
 * (docs/decisions/137). `.ci/run` runs it before `npm test`.
 */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { datedTestFiles } from "./dated-tests";

const DAYS_AHEAD = 400;
const root = fileURLToPath(new URL("../", import.meta.url));

if (spawnSync("faketime", ["--help"], { stdio: "ignore" }).error) {
  process.stderr.write("faketime is not installed: `apt-get install faketime` provides it.\n");
  process.exit(1);
}
const files = datedTestFiles(root);
process.stdout.write(
  `${files.length} test files name a date; running them ${DAYS_AHEAD} days ahead\n`,
);
const run = spawnSync("faketime", [`+${DAYS_AHEAD} days`, "npx", "vitest", "run", ...files], {
  cwd: root,
  stdio: "inherit",
});
process.exit(run.status ?? 1);
