/**
 * The Node options the server's memory budget holds with (docs/decisions/136). `npm start`,
 * the server workspace's start script, the README and docs/deploy.md carry them; a test holds
 * them all to this list.
 */
export const SERVER_NODE_OPTIONS = [
  "--max-semi-space-size=1",
  "--heap-growing-percent=50",
  "--liftoff-only",
  "--v8-pool-size=1",
] as const;

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
    `started without the Node options its memory budget needs; start it as \`node ${SERVER_NODE_OPTIONS.join(" ")} apps/server/dist/main.js\` (docs/deploy.md)`,
  );
}
