import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { startScriptNodeOptions } from "./server-process";

const repoRoot = fileURLToPath(new URL("../", import.meta.url));

// No other test runs the server with `npm start`'s options (docs/decisions/136); a V8 flag this
// Node does not know would stop every start with "bad option".
describe("npm start's Node options", () => {
  it("are read from the start script and accepted by this Node", () => {
    const options = startScriptNodeOptions(repoRoot);
    expect(options).toContain("--liftoff-only");

    const run = spawnSync(process.execPath, [...options, "-e", "process.exit(0)"], {
      encoding: "utf8",
    });

    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
