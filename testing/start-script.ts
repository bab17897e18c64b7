import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../", import.meta.url));
export const SERVER_ENTRY = "apps/server/dist/main.js";

/**
 * The Node options of `npm start` (package.json's start script, `node <options> <entry>`), so
 * the bench and the tests run the compiled server as production does (docs/decisions/136).
 */
export function startScriptNodeOptions(): string[] {
  const { scripts } = JSON.parse(readFileSync(`${repoRoot}package.json`, "utf8")) as {
    scripts: { start: string };
  };
  const words = scripts.start.trim().split(/\s+/);
  const entry = words.indexOf(SERVER_ENTRY);
  if (words[0] !== "node" || entry < 0) {
    throw new Error(`package.json's start script is not "node <options> ${SERVER_ENTRY}"`);
  }
  return words.slice(1, entry);
}
