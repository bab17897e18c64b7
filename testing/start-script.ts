/**
 * `npm start`'s Node options and entry, for the tests, the journeys and the bench, which start
 * the compiled server as production does (docs/decisions/136). They are read from the root
 * package.json's start script, their one source (docs/decisions/153).
 */
export {
  SERVER_ENTRY,
  startScriptNodeOptions,
} from "@creator-checkout/server/runtime/node-options";
