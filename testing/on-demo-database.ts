import type { CatalogFile } from "@creator-checkout/core/catalog";
import type { Database } from "@creator-checkout/server/db/connect";
import { importCatalog } from "@creator-checkout/server/domain/catalog/import-catalog";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { demoCatalog } from "./demo-catalog";
import type { TestDatabaseKind } from "./test-databases";

export interface DemoContext {
  database: Database;
  app: FastifyInstance;
}

/**
 * The set-up every API test file shares: before its tests, a fresh database of `kind` with the
 * demo catalog (or a variant of it) and the app that `build` makes on it; after them, both
 * closed. `build` runs once `database` is set, so it may import more or read it.
 */
export function onDemoDatabase(
  kind: TestDatabaseKind,
  build: (context: Pick<DemoContext, "database">) => Promise<FastifyInstance>,
  options: { catalog?: CatalogFile } = {},
): DemoContext {
  const context = {} as DemoContext;
  beforeAll(async () => {
    context.database = await kind.open();
    await importCatalog(context.database, options.catalog ?? demoCatalog());
    context.app = await build(context);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
