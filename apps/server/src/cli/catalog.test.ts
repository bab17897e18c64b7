import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { runOperatorCommand } from "@creator-checkout/testing/operator-command";
import { startServerProcess } from "@creator-checkout/testing/server-process";
import { processTestDatabases } from "@creator-checkout/testing/test-databases";
import { afterAll, describe, expect, it } from "vitest";

const titleQuery = "query Title($id: ID) { product(product_option_id: $id) { title } }";

const files = mkdtempSync(join(tmpdir(), "checkout-catalog-files-"));
afterAll(() => rmSync(files, { recursive: true, force: true }));

/** The demo catalog with its membership renamed and a new pass, written where the command reads it. */
function changedCatalogFile() {
  const catalog = demoCatalog();
  const membership = catalog.products.find((product) => product.id === demoIds.membership);
  if (!membership) throw new Error("the demo catalog has a membership");
  membership.title = "Northwind Membership, renamed";
  const newOptionId = randomUUID();
  catalog.products.push({
    id: randomUUID(),
    type: "pass",
    title: "Harbour Walks Pass",
    product_label: "Pass",
    options: [{ id: newOptionId, title: "Evening pass", price: 1500, currency: "EUR" }],
  } as (typeof catalog.products)[number]);
  const path = join(files, `${randomUUID()}.json`);
  writeFileSync(path, JSON.stringify(catalog));
  return { path, newOptionId };
}

/** The product title the server answers for an option id, or null when it knows none. */
async function titleOf(baseUrl: string, optionId: string): Promise<string | null> {
  const response = await fetch(`${baseUrl}/api/query`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: titleQuery, variables: { id: optionId } }),
  });
  const body = (await response.json()) as { data?: { product: { title: string } | null } };
  return body.data?.product?.title ?? null;
}

describe("npm run catalog -- import beside a server on the embedded database", () => {
  it("hands the file to the server, whose catalog shows it at once and keeps it after a restart", {
    timeout: 240_000,
  }, async () => {
    const [pglite] = processTestDatabases();
    if (!pglite) throw new Error("PGlite is always a test database");
    const database = await pglite.create();
    // The server seeds the demo catalog into the empty database it opens.
    let server = await startServerProcess(database.env);
    try {
      // Read once, so the server's catalog cache holds the old title.
      expect(await titleOf(server.baseUrl, demoIds.monthly)).toBe("Northwind Membership");
      const { path, newOptionId } = changedCatalogFile();

      const imported = await runOperatorCommand("catalog", ["import", path], database.env);
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stdout).toMatch(/^Imported Northwind Notes.*: 4 products/);

      expect(await titleOf(server.baseUrl, demoIds.monthly)).toBe("Northwind Membership, renamed");
      expect(await titleOf(server.baseUrl, newOptionId)).toBe("Harbour Walks Pass");
      expect(imported.stdout).toContain(`into the server running at ${server.baseUrl}`);

      await server.stop();
      server = await startServerProcess(database.env);
      expect(await titleOf(server.baseUrl, newOptionId)).toBe("Harbour Walks Pass");
      expect(await titleOf(server.baseUrl, demoIds.monthly)).toBe("Northwind Membership, renamed");
    } finally {
      await server.stop();
      await database.remove();
    }
  });

  it("says what the server refused, and that nothing was written", {
    timeout: 240_000,
  }, async () => {
    const [pglite] = processTestDatabases();
    if (!pglite) throw new Error("PGlite is always a test database");
    const database = await pglite.create();
    const server = await startServerProcess(database.env);
    try {
      // The demo's username and ids under another publisher's id: the server refuses the file.
      const catalog = demoCatalog();
      catalog.publisher.id = randomUUID();
      const path = join(files, `${randomUUID()}.json`);
      writeFileSync(path, JSON.stringify(catalog));

      const refused = await runOperatorCommand("catalog", ["import", path], database.env);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toMatch(/publisher\.username: is taken by another publisher/);
      expect(refused.stderr).toMatch(/Nothing was written\./);
      expect(await titleOf(server.baseUrl, demoIds.monthly)).toBe("Northwind Membership");
    } finally {
      await server.stop();
      await database.remove();
    }
  });
});
