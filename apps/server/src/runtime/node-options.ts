import rootPackage from "../../../../package.json" with { type: "json" };

/** The compiled server, as `npm start` runs it from the repository's root. */
export const SERVER_ENTRY = "apps/server/dist/main.js";

/**
 * The Node options the server's memory budget holds with (docs/decisions/136), written once:
 * in the root package.json's start script, `node <options> apps/server/dist/main.js`, which is
 * what `npm start` runs. The server (bundled with that file's text), the tests, the journeys and
 * the bench read them from there; docs name the script instead of copying them
 * (docs/decisions/153), and a test fails on a second copy.
 */
export function startScriptNodeOptions(startScript: string = rootPackage.scripts.start): string[] {
  const words = startScript.trim().split(/\s+/);
  const entry = words.indexOf(SERVER_ENTRY);
  if (words[0] !== "node" || entry < 0) {
    throw new Error(`package.json's start script is not "node <options> ${SERVER_ENTRY}"`);
  }
  return words.slice(1, entry);
}

export const SERVER_NODE_OPTIONS: readonly string[] = startScriptNodeOptions();

/** The options of the list that a process was started without. */
export function missingNodeOptions(execArgv: readonly string[]): string[] {
  return SERVER_NODE_OPTIONS.filter((option) => !execArgv.includes(option));
}

/**
 * One warning at start when the process runs without the options, since a container or a
 * process manager that starts `node apps/server/dist/main.js` bare gets twice the memory.
 */
export function warnWithoutNodeOptions(
  logger: { warn(fields: object, message: string): void },
  execArgv: readonly string[],
) {
  const missing = missingNodeOptions(execArgv);
  if (missing.length === 0) return;
  logger.warn(
    { missing },
    `started without the Node options its memory budget needs; start it as \`node ${SERVER_NODE_OPTIONS.join(" ")} ${SERVER_ENTRY}\` (docs/deploy.md)`,
  );
}
