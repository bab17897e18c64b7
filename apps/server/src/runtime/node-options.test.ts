import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { recordingLogger } from "@creator-checkout/testing/recording-logger";
import { describe, expect, it } from "vitest";
import {
  missingNodeOptions,
  SERVER_ENTRY,
  SERVER_NODE_OPTIONS,
  startScriptNodeOptions,
  warnWithoutNodeOptions,
} from "./node-options";

const repoRoot = new URL("../../../../", import.meta.url);
const optionsLine = SERVER_NODE_OPTIONS.join(" ");
const [firstOption = "", secondOption = "", ...otherOptions] = SERVER_NODE_OPTIONS;

/** Decision records keep the options they measured; they are history, not instructions. */
const mayNameTheOptions = (path: string) =>
  path === "package.json" || path.startsWith("docs/decisions/");

function trackedTextFiles(): string[] {
  return execFileSync("git", ["ls-files"], { cwd: repoRoot, encoding: "utf8" })
    .split("\n")
    .filter((path) => /\.(ts|tsx|js|mjs|cjs|json|md|yml|yaml|conf|service|sh)$|^\.ci\//.test(path))
    .filter((path) => path !== "package-lock.json");
}

describe("the server's Node options", () => {
  it("are read from the root package.json's start script, which npm start runs", () => {
    const { scripts } = JSON.parse(readFileSync(new URL("package.json", repoRoot), "utf8"));

    expect(SERVER_NODE_OPTIONS.length).toBeGreaterThan(0);
    expect(scripts.start).toBe(`node ${optionsLine} ${SERVER_ENTRY}`);
  });

  it("are written nowhere else in the repository, so no copy can drift from them", () => {
    const copies = trackedTextFiles()
      .filter((path) => !mayNameTheOptions(path))
      .flatMap((path) => {
        const text = readFileSync(new URL(path, repoRoot), "utf8");
        return SERVER_NODE_OPTIONS.filter((option) =>
          new RegExp(`${option.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\w.=-])`).test(text),
        ).map((option) => `${path}: ${option}`);
      });

    expect(copies, "name package.json's start script (docs/decisions/153) instead").toEqual([]);
  });

  it("refuses a start script that is not node, its options and the server's entry", () => {
    expect(startScriptNodeOptions(`node --a --b ${SERVER_ENTRY}`)).toEqual(["--a", "--b"]);
    expect(() => startScriptNodeOptions("tsx src/main.ts")).toThrow(/is not "node <options>/);
  });

  it.each([
    { execArgv: [...SERVER_NODE_OPTIONS], missing: [] },
    { execArgv: ["--enable-source-maps", ...SERVER_NODE_OPTIONS], missing: [] },
    { execArgv: [], missing: [...SERVER_NODE_OPTIONS] },
    { execArgv: [firstOption, ...otherOptions], missing: [secondOption] },
    { execArgv: [`${firstOption}6`], missing: [...SERVER_NODE_OPTIONS] },
  ])("finds $missing missing from $execArgv", ({ execArgv, missing }) => {
    expect(missingNodeOptions(execArgv)).toEqual(missing);
  });

  it("says so in one warning when started without them, and nothing when started with them", () => {
    const bare = recordingLogger();
    const started = recordingLogger();

    warnWithoutNodeOptions(bare, []);
    warnWithoutNodeOptions(started, [...SERVER_NODE_OPTIONS]);

    expect(bare.entries).toEqual([
      {
        level: "warn",
        fields: { missing: [...SERVER_NODE_OPTIONS] },
        message: expect.stringContaining(`node ${optionsLine} ${SERVER_ENTRY}`),
      },
    ]);
    expect(started.entries).toEqual([]);
  });
});
