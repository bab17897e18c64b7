import "./english-by-default";
import { loadConfig } from "./config";
import { listDemoPages } from "./domain/catalog/list-demo-pages";
import { warnWithoutNodeOptions } from "./runtime/node-options";
import { startServer } from "./server";

const config = loadConfig();
const server = await startServer(config);
warnWithoutNodeOptions(server.app.log, process.execArgv);

const shutdown = async (signal: string) => {
  server.app.log.info({ signal }, "shutting down");
  await server.close();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

const database =
  server.database.driver === "postgres"
    ? "Postgres (DATABASE_URL)"
    : `PGlite in ${config.DATA_DIR}`;
const pages = await listDemoPages({ db: server.database.db });
const lines = pages.map(
  (page) => `  ${page.label.padEnd(44)} ${config.PUBLIC_URL}/${page.productOptionId}`,
);
process.stdout.write(
  `\nCreator Checkout is running at ${config.PUBLIC_URL} (database: ${database})\nCheckout pages:\n${lines.join("\n")}\n\n`,
);
