import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { embeddedTestDatabase } from "@creator-checkout/testing/test-databases";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/connect";
import { importCatalog } from "../../domain/catalog/import-catalog";

const pageHtml = "<!doctype html><title>Checkout</title>";

describe("the checkout page routes", () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    const webRoot = mkdtempSync(join(tmpdir(), "checkout-web-"));
    writeFileSync(join(webRoot, "index.html"), pageHtml);
    writeFileSync(join(webRoot, "favicon.svg"), "<svg/>");
    mkdirSync(join(webRoot, "assets"));
    writeFileSync(join(webRoot, "assets", "index-abc123.js"), "console.log(1)");
    database = await embeddedTestDatabase.open();
    await importCatalog(database, demoCatalog());
    app = await buildTestApp(database.db, { webRoot });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("serves the page for a known option id", async () => {
    const response = await app.inject(`/${demoIds.monthly}?utm_source=newsletter`);

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.body).toBe(pageHtml);
  });

  // docs/decisions/045: a page built without its server-rendering bundle still works, unrendered.
  it("serves the unrendered shell when the server-rendering bundle is missing", async () => {
    const found = await app.inject(`/${demoIds.monthly}`);
    const unknown = await app.inject(`/${randomUUID()}`);

    expect([found.statusCode, unknown.statusCode]).toEqual([200, 404]);
    expect(found.body).toBe(pageHtml);
    expect(unknown.body).toBe(pageHtml);
  });

  it.each([
    ["an unknown option id", `/${randomUUID()}`],
    ["a malformed option id", "/not-a-product"],
    ["the bare host", "/"],
    ["a deeper unknown path", "/a/b/c"],
  ])(
    "serves the page with a 404 status for %s, so it can show its not-found state",
    async (_case, url) => {
      const response = await app.inject(url);

      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(pageHtml);
    },
  );

  it("serves the page for a gift's redeem link", async () => {
    const response = await app.inject("/@demo-creator/redeem-gift?code=abc");

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(pageHtml);
  });

  it("serves the page for a creator's dashboard", async () => {
    const response = await app.inject("/dashboard/demo-creator");

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(pageHtml);
  });

  it("serves the page for the dashboard's entry, where a store is opened", async () => {
    const response = await app.inject("/dashboard");

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(pageHtml);
  });

  it("serves the pay variant for a conversation id", async () => {
    const response = await app.inject("/pay/conversation-42?product_option_id=x");

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(pageHtml);
  });

  it("serves the page's files, hashed assets cached for a year", async () => {
    const asset = await app.inject("/assets/index-abc123.js");
    const favicon = await app.inject("/favicon.svg");

    expect(asset.statusCode).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("sends security headers with a content security policy that admits Stripe.js", async () => {
    const response = await app.inject(`/${demoIds.monthly}`);

    const csp = String(response.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("says plainly when the page has not been built", async () => {
    const unbuilt = await buildTestApp(database.db);

    const response = await unbuilt.inject(`/${demoIds.monthly}`);
    await unbuilt.close();

    expect(response.statusCode).toBe(503);
    expect(response.body).toMatch(/npm run build/);
  });
});
