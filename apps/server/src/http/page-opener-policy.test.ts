import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { embeddedTestDatabase } from "@creator-checkout/testing/test-databases";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { importCatalog } from "../domain/catalog/import-catalog";

// docs/decisions/036: the social-login pop-up keeps its link to the page that opened it, while
// a window that opens the checkout gets none.
describe("the page's cross-origin opener policy", () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), "checkout-web-"));
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Checkout</title>");
    database = await embeddedTestDatabase.open();
    await importCatalog(database, demoCatalog());
    app = await buildTestApp(database.db, { webRoot });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("lets the page's own pop-ups keep their opener, and nobody else's window hold the page", async () => {
    const response = await app.inject(`/${demoIds.monthly}`);

    expect(response.statusCode).toBe(200);
    expect(response.headers["cross-origin-opener-policy"]).toBe("same-origin-allow-popups");
  });
});
