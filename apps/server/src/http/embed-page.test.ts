import { gunzipSync } from "node:zlib";
import { buildCheckoutPage } from "@creator-checkout/testing/build-checkout-page";
import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { otherPublisherCatalog } from "@creator-checkout/testing/sign-in-helpers";
import { embeddedTestDatabase } from "@creator-checkout/testing/test-databases";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { importCatalog } from "../domain/catalog/import-catalog";

// docs/decisions/097 and 099: who may frame a checkout, embed.js, and the sample host page.

const demoHost = "http://localhost:4000";
const demoCheckout = "http://127.0.0.1:4000";

function frameAncestors(policy: unknown): string {
  const match = /frame-ancestors ([^;]*)/.exec(String(policy));
  if (!match?.[1]) throw new Error(`no frame-ancestors in ${String(policy)}`);
  return match[1];
}

describe("the checkout over a creator's own page", () => {
  let database: Database;
  let app: FastifyInstance;
  let production: FastifyInstance;
  let otherOption: string;

  beforeAll(async () => {
    const webRoot = buildCheckoutPage();
    database = await embeddedTestDatabase.open();
    await importCatalog(database, demoCatalog());
    const other = otherPublisherCatalog();
    other.publisher.primary_urls = [];
    await importCatalog(database, other);
    otherOption = other.products[0]?.options[0]?.id ?? "";
    const embedDemo = {
      hostOrigin: demoHost,
      checkoutOrigin: demoCheckout,
      publisherId: demoIds.publisher,
    };
    app = await buildTestApp(database.db, { webRoot, embedDemo });
    // As production builds it: no sample page and no origin of its own for the demo creator.
    production = await buildTestApp(database.db, { webRoot });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
    await production?.close();
    await database?.close();
  });

  it("may be framed by its creator's primary_urls and the sample page alone", async () => {
    const page = await app.inject(`/${demoIds.monthly}`);

    expect(page.statusCode).toBe(200);
    expect(frameAncestors(page.headers["content-security-policy"])).toBe(
      `https://northwind.example ${demoHost}`,
    );
    expect(page.headers["x-frame-options"]).toBeUndefined();
  });

  it("gives the sample page's origin nothing in production", async () => {
    const page = await production.inject(`/${demoIds.monthly}`);

    expect(frameAncestors(page.headers["content-security-policy"])).toBe(
      "https://northwind.example",
    );
  });

  it("is framed by no one for a creator without primary_urls, nor on any other page", async () => {
    const unlisted = await app.inject(`/${otherOption}`);
    expect(unlisted.statusCode).toBe(200);
    expect(frameAncestors(unlisted.headers["content-security-policy"])).toBe("'none'");
    expect(unlisted.headers["x-frame-options"]).toBe("SAMEORIGIN");

    for (const url of ["/dashboard/northwind", "/not-a-page", "/@northwind", "/embed-demo"]) {
      const page = await app.inject({ url, headers: { host: "localhost:4000" } });
      expect(frameAncestors(page.headers["content-security-policy"]), url).toBe("'none'");
    }
  });

  it("adds the framed page's script only when a frame asks for the page", async () => {
    const framed = await app.inject({
      url: `/${demoIds.monthly}`,
      headers: { "sec-fetch-dest": "iframe" },
    });
    const alone = await app.inject({
      url: `/${demoIds.monthly}`,
      headers: { "sec-fetch-dest": "document" },
    });

    const script = /<script src="(\/embed\/frame\.[\w-]+\.js)" defer><\/script>/.exec(framed.body);
    expect(script?.[1]).toBeDefined();
    expect(alone.body).not.toContain("/embed/frame.");
    expect(framed.headers.vary).toContain("sec-fetch-dest");

    const file = await app.inject(script?.[1] ?? "");
    expect(file.statusCode).toBe(200);
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(file.body).toContain("cc-embed");
  });

  it("serves embed.js at an address that changes with it, to any site, within 1.5 kB gzip", async () => {
    const latest = await app.inject("/embed.js");
    expect(latest.statusCode).toBe(302);
    expect(latest.headers["cache-control"]).toBe("public, max-age=300");
    expect(latest.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    const location = String(latest.headers.location);
    expect(location).toMatch(/^\/embed\/embed\.[\w-]{10}\.js$/);

    const script = await app.inject({ url: location, headers: { "accept-encoding": "gzip" } });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(script.headers["cross-origin-resource-policy"]).toBe("cross-origin");
    expect(script.headers["content-encoding"]).toBe("gzip");
    expect(script.rawPayload.length).toBeLessThanOrEqual(1500);
    expect(gunzipSync(script.rawPayload).toString()).toContain("data-creator-checkout");

    expect((await app.inject("/embed/embed.0000000000.js")).statusCode).toBe(404);
  });

  it("serves the sample host page on localhost, linking every demo option on 127.0.0.1", async () => {
    const page = await app.inject({ url: "/embed-demo", headers: { host: "localhost:4000" } });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<script src="${demoCheckout}/embed.js" defer></script>`);
    expect(page.body).toContain(`href="${demoCheckout}/${demoIds.monthly}" data-creator-checkout`);
    expect(page.headers["content-security-policy"]).toContain(`frame-src ${demoCheckout}`);

    const elsewhere = await app.inject({ url: "/embed-demo", headers: { host: "127.0.0.1:4000" } });
    expect(elsewhere.statusCode).toBe(302);
    expect(elsewhere.headers.location).toBe(`${demoHost}/embed-demo`);

    expect((await production.inject("/embed-demo")).statusCode).toBe(404);
  });
});
