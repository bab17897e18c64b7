import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";

const [pglite] = testDatabases();
const token = "a-token-the-server-wrote-to-its-data-folder-0123456789";

describe("the operator's way into a server holding the embedded database", () => {
  if (!pglite) throw new Error("PGlite is always a test database");
  const inDevelopment = onDemoDatabase(pglite, ({ database }) =>
    buildTestApp(database.db, { operatorToken: token, allowMovedClock: true }),
  );
  const inProduction = onDemoDatabase(pglite, ({ database }) =>
    buildTestApp(database.db, { operatorToken: token, allowMovedClock: false }),
  );
  const runDue = (app: typeof inDevelopment.app, authorization: string | null, body = {}) =>
    app.inject({
      method: "POST",
      url: "/api/operator/billing/run-due",
      headers: authorization ? { authorization } : {},
      payload: body,
    });

  it("runs due billing for the bearer of the server's token, as of a moved date", async () => {
    const response = await runDue(inDevelopment.app, `Bearer ${token}`, {
      now: "2030-01-01T00:00:00Z",
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ renewed: 0, failed: 0, ended: 0, waiting: 0, errors: 0 });
  });

  it.each([null, "Bearer wrong", `Bearer ${token}x`, token])(
    "refuses the authorization %s",
    async (authorization) => {
      const response = await runDue(inDevelopment.app, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toBe("UNAUTHORIZED");
    },
  );

  it("does not move the clock in production", async () => {
    const moved = await runDue(inProduction.app, `Bearer ${token}`, {
      now: "2030-01-01T00:00:00Z",
    });
    expect(moved.statusCode).toBe(400);
    expect((await runDue(inProduction.app, `Bearer ${token}`)).statusCode).toBe(200);
  });

  it("does not exist without a token", async () => {
    const app = await buildTestApp(inDevelopment.database.db);
    const response = await runDue(app, `Bearer ${token}`);
    await app.close();
    expect(response.statusCode).toBe(404);
  });
});

describe("the catalog import of a server holding the embedded database", () => {
  if (!pglite) throw new Error("PGlite is always a test database");
  const onDemo = onDemoDatabase(pglite, ({ database }) =>
    buildTestApp(database.db, { operatorToken: token }),
  );
  const importFile = (authorization: string | null, payload: unknown) =>
    onDemo.app.inject({
      method: "POST",
      url: "/api/operator/catalog/import",
      headers: authorization ? { authorization } : {},
      payload: payload as object,
    });

  it("imports a catalog for the bearer of the server's token", async () => {
    const response = await importFile(`Bearer ${token}`, demoCatalog());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      products: 3,
      options: 7,
      custom_fields: expect.any(Number),
    });
    expect(response.json().publisher_id).toBe(demoCatalog().publisher.id);
  });

  it("refuses anyone else before reading the file", async () => {
    const response = await importFile("Bearer wrong", demoCatalog());
    expect(response.statusCode).toBe(401);
  });

  it("lists every problem of a catalog that is not valid, and writes nothing", async () => {
    const catalog = { ...demoCatalog(), products: [] };
    const response = await importFile(`Bearer ${token}`, catalog);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^The catalog is not valid:\n {2}products: /);
  });

  it("refuses a catalog whose terms or sites are not web addresses", async () => {
    const catalog = demoCatalog();
    catalog.publisher.url_terms = "javascript:alert(4)";
    catalog.publisher.primary_urls = ["data:text/html,<script>alert(4)</script>"];
    const response = await importFile(`Bearer ${token}`, catalog);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      "The catalog is not valid:\n" +
        "  publisher.url_terms: must be an http:// or https:// address\n" +
        "  publisher.primary_urls.0: must be an http:// or https:// address",
    );
  });

  it("refuses a catalog whose username belongs to another publisher", async () => {
    const catalog = demoCatalog();
    catalog.publisher.id = "00000000-0000-4000-8000-000000000001";
    const response = await importFile(`Bearer ${token}`, catalog);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: "CATALOG_CONFLICT" });
    expect(response.json().message).toMatch(/publisher\.username: is taken by another publisher/);
  });
});
