import "../english-by-default";
import { resolve } from "node:path";
import * as api from "@creator-checkout/core/api-routes";
import type { CatalogFile } from "@creator-checkout/core/catalog";
import { type Config, loadConfig } from "../config";
import { databaseOptionsOf } from "../config-database";
import { connectDatabase } from "../db/connect";
import { CatalogConflictError, importCatalog } from "../domain/catalog/import-catalog";
import { InvalidCatalogError, loadCatalogFile } from "../domain/catalog/load-catalog-file";
import { callServer, ServerRefusedError } from "../operator/call-server";
import { readServerHandoff, type ServerHandoff } from "../operator/server-handoff";

const usage = "Usage: npm run catalog -- import FILE\n";

type Imported = Awaited<ReturnType<typeof importCatalog>>;

/** On Postgres (beside any running servers), or on an embedded database no server holds. */
async function importHere(config: Config, catalog: CatalogFile): Promise<Imported> {
  const database = await connectDatabase(databaseOptionsOf(config));
  try {
    return await importCatalog({ db: database.db }, catalog);
  } finally {
    await database.close();
  }
}

/** By the server that holds the embedded database, which no second process may open. */
async function importInServer(server: ServerHandoff, catalog: CatalogFile): Promise<Imported> {
  try {
    const imported = await callServer(server, api.importCatalog, { body: catalog });
    return {
      publisherId: imported.publisher_id,
      products: imported.products,
      options: imported.options,
      newsletters: imported.newsletters,
      customFields: imported.custom_fields,
    };
  } catch (error) {
    if (error instanceof ServerRefusedError) throw error;
    throw new ServerRefusedError(
      `The server running on this data folder (${server.url}) did not answer: ${String(error)}`,
    );
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, file, ...rest] = argv;
  if (command !== "import" || !file || rest.length > 0) {
    process.stderr.write(usage);
    return 2;
  }
  // npm runs workspace scripts in the workspace folder; paths are meant from where it was typed.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const config = loadConfig();
  let catalog: CatalogFile;
  try {
    catalog = await loadCatalogFile(path);
  } catch (error) {
    if (!(error instanceof InvalidCatalogError)) throw error;
    process.stderr.write(`${error.message}\nNothing was written.\n`);
    return 1;
  }
  // The embedded database may be opened by one process only: a server running on it imports
  // the file itself, so the products reach its catalog and stay after a restart.
  const server = config.DATABASE_URL ? null : readServerHandoff(config.DATA_DIR);
  try {
    const result = server
      ? await importInServer(server, catalog)
      : await importHere(config, catalog);
    process.stdout.write(
      `Imported ${catalog.publisher.name}${server ? ` into the server running at ${server.url}` : ""}: ` +
        `${result.products} products, ${result.options} options, ` +
        `${result.newsletters} newsletters, ${result.customFields} custom fields.\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof CatalogConflictError || error instanceof ServerRefusedError)) {
      throw error;
    }
    process.stderr.write(`${error.message}\nNothing was written.\n`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
