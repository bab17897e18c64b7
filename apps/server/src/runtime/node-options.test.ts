import { readFileSync } from "node:fs";
import { recordingLogger } from "@creator-checkout/testing/recording-logger";
import { describe, expect, it } from "vitest";
import { missingNodeOptions, SERVER_NODE_OPTIONS, warnWithoutNodeOptions } from "./node-options";

const repoFile = (path: string) =>
  readFileSync(new URL(`../../../../${path}`, import.meta.url), "utf8");
const optionsLine = SERVER_NODE_OPTIONS.join(" ");

describe("the server's Node options", () => {
  it.each([
    ["package.json's start script", () => JSON.parse(repoFile("package.json")).scripts.start],
    [
      "the server workspace's start script",
      () => JSON.parse(repoFile("apps/server/package.json")).scripts.start,
    ],
    ["the README", () => repoFile("README.md")],
    ["docs/deploy.md", () => repoFile("docs/deploy.md")],
  ])("are the ones %s starts the server with", (_place, read) => {
    expect(read().replace(/\s*\\\n\s*/g, " ")).toContain(`node ${optionsLine}`);
  });

  it.each([
    { execArgv: [...SERVER_NODE_OPTIONS], missing: [] },
    { execArgv: ["--enable-source-maps", ...SERVER_NODE_OPTIONS], missing: [] },
    { execArgv: [], missing: [...SERVER_NODE_OPTIONS] },
    {
      execArgv: ["--max-semi-space-size=1", "--liftoff-only"],
      missing: ["--heap-growing-percent=50", "--v8-pool-size=1"],
    },
    { execArgv: ["--max-semi-space-size=16"], missing: [...SERVER_NODE_OPTIONS] },
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
        message: expect.stringContaining(`node ${optionsLine} apps/server/dist/main.js`),
      },
    ]);
    expect(started.entries).toEqual([]);
  });
});
