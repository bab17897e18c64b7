import { resolve } from "node:path";
import { loadConfig } from "../config";
import { connectDatabase } from "../db/connect";
import { CatalogConflictError, importCatalog } from "../domain/catalog/import-catalog";
import { InvalidCatalogError, loadCatalogFile } from "../domain/catalog/load-catalog-file";

const usage = "Usage: npm run catalog -- import FILE\n";

async function main(argv: string[]): Promise<number> {
  const [command, file, ...rest] = argv;
  if (command !== "import" || !file || rest.length > 0) {
    process.stderr.write(usage);
    return 2;
  }
  // npm runs workspace scripts in the workspace folder; paths are meant from where it was typed.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const config = loadConfig();
  let catalog: Awaited<ReturnType<typeof loadCatalogFile>>;
  try {
    catalog = await loadCatalogFile(path);
  } catch (error) {
    if (!(error instanceof InvalidCatalogError)) throw error;
    process.stderr.write(`${error.message}\nNothing was written.\n`);
    return 1;
  }
  const database = await connectDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  try {
    const result = await importCatalog({ db: database.db }, catalog);
    process.stdout.write(
      `Imported ${catalog.publisher.name}: ${result.products} products, ${result.options} options, ` +
        `${result.newsletters} newsletters, ${result.customFields} custom fields.\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof CatalogConflictError)) throw error;
    process.stderr.write(`${error.message}\nNothing was written.\n`);
    return 1;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
