import { spawnSync } from "node:child_process";
import { startScriptNodeOptions } from "@creator-checkout/testing/start-script";
import { describe, expect, it } from "vitest";

// A V8 flag this Node does not know would stop every start with "bad option" (docs/decisions/136).
describe("npm start's Node options", () => {
  it("are accepted by this Node", () => {
    const run = spawnSync(
      process.execPath,
      [...startScriptNodeOptions(), "-e", "process.exit(0)"],
      {
        encoding: "utf8",
      },
    );

    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  });
});
