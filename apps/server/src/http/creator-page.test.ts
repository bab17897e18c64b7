import { buildCheckoutPage } from "@creator-checkout/testing/build-checkout-page";
import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { embeddedTestDatabase } from "@creator-checkout/testing/test-databases";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { importCatalog } from "../domain/catalog/import-catalog";

// docs/decisions/086: the creator's public page, /@{username}.

const hostileName = '<img src=x onerror=alert(1)> "Studio" & co';

describe("the creator's public page", () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    const webRoot = buildCheckoutPage();
    database = await embeddedTestDatabase.open();
    const catalog = demoCatalog();
    await importCatalog(database, catalog);
    const hostile = demoCatalog();
    hostile.publisher.username = "hostile";
    hostile.publisher.name = hostileName;
    for (const product of hostile.products) product.title = `${product.title} <script>x</script>`;
    // German titles for the tip jar and the day pass; the rest reads as written.
    for (const product of hostile.products) {
      if (product.title.startsWith("Tip jar")) {
        product.translations = { de: { title: "Trinkgeld <script>y</script>" } };
      }
      for (const option of product.options) {
        if (option.title === "Day pass") option.translations = { de: { title: "Tagespass" } };
      }
    }
    await importCatalog(database, withFreshIds(hostile));
    app = await buildTestApp(database.db, { webRoot });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("lists every option with its price and a link to its checkout, with no script", async () => {
    const response = await app.inject("/@northwind");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    const html = response.body;
    expect(html).toContain("<title>Northwind Notes</title>");
    expect(html).toContain('<h1 class="creator-page__name">Northwind Notes</h1>');
    expect(html).toContain(`href="/${demoIds.monthly}"`);
    expect(html).toContain("14 days free, then $8 monthly");
    expect(html).toContain("Any amount from CHF 1");
    expect(html).not.toMatch(/<script|modulepreload|data-words/);
  });

  it("shows the creator's own titles in the page's language where they gave one", async () => {
    const german = (await app.inject("/@hostile?locale=de")).body;
    expect(german).toContain("Tagespass");
    expect(german).toContain("Trinkgeld &lt;script&gt;y");
    expect(german).not.toContain("<script>x");
    const english = (await app.inject("/@hostile?locale=en")).body;
    expect(english).not.toContain("Tagespass");
    expect(english).toContain("Tip jar &lt;script&gt;x&lt;/script&gt;");
  });

  it("names its languages in a menu of plain links, the current one marked", async () => {
    const html = (await app.inject("/@northwind?locale=de&preview=true")).body;
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toMatch(/<details class="footer__languages"><summary[^>]*>.*Sprache<\/summary>/);
    expect(html).toContain(
      '<a class="footer__link" href="?locale=de&amp;preview=true" hrefLang="de" lang="de" aria-current="true">Deutsch</a>',
    );
    expect(html).toContain(
      'href="?locale=ar&amp;preview=true" hrefLang="ar" lang="ar">العربية</a>',
    );
  });

  it("in a preview, renders the banner hidden with the one script that shows it for the creator's key", async () => {
    const html = (await app.inject("/@northwind?preview=true")).body;
    expect(html).toMatch(
      /<p class="preview-banner" role="note" id="preview-banner" hidden="" data-username="northwind"><strong>Preview<\/strong>/,
    );
    expect(html.match(/<script[^>]*>/g)).toEqual([
      '<script type="module" src="/creator-page-preview.js">',
    ]);
    expect(html).not.toMatch(/modulepreload|data-words/);
    const script = await app.inject("/creator-page-preview.js");
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("javascript");

    const ordinary = (await app.inject("/@northwind")).body;
    expect(ordinary).not.toMatch(/id="preview-banner"|<script/);
  });

  it("writes a creator's names as text, never as markup", async () => {
    const html = (await app.inject("/@hostile")).body;
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt; &quot;Studio&quot; &amp; co");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toMatch(/<script/);
  });

  it.each([
    { name: "an unknown name", url: "/@nobody" },
    { name: "a path that climbs", url: "/@..%2f..%2fetc" },
    { name: "a name with a trailing space", url: "/@northwind%20" },
  ])("answers $name with the page that says there is no such creator", async ({ url }) => {
    const response = await app.inject(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("This creator&#x27;s page doesn&#x27;t exist");
  });

  it.each([
    { name: "a name of 5,000 characters", url: `/@${"x".repeat(5_000)}`, status: 414 },
    { name: "a NUL byte", url: "/@%00", status: 400 },
  ])("refuses $name before looking it up", async ({ url, status }) => {
    expect((await app.inject(url)).statusCode).toBe(status);
  });

  it("spends a claim in the address once for a session, and gives the address back without it", async () => {
    const buyer = await signedInBuyer(app, database.db);
    const outbound = await app.inject({
      method: "POST",
      url: "/api/auth/user/claim",
      headers: buyer.headers,
    });
    const claim = outbound.json().claim as string;

    const first = await app.inject(`/@northwind?claim=${encodeURIComponent(claim)}`);
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe("/@northwind");
    expect(first.cookies.some((cookie) => cookie.name.startsWith("checkout_refresh_"))).toBe(true);

    const replay = await app.inject(`/@northwind?claim=${encodeURIComponent(claim)}`);
    expect(replay.statusCode).toBe(303);
    expect(replay.cookies.some((cookie) => cookie.name.startsWith("checkout_refresh_"))).toBe(
      false,
    );
  });

  it.each(["forged", "", "x".repeat(10_000)])(
    "drops a claim it cannot spend (%#) and signs nobody in",
    async (claim) => {
      for (const path of ["/@northwind", "/@nobody"]) {
        const response = await app.inject(`${path}?claim=${encodeURIComponent(claim)}`);
        expect(response.statusCode).toBe(303);
        expect(response.headers.location).toBe(path);
        expect(response.cookies).toEqual([]);
      }
    },
  );
});

/** The catalog with new ids, so that it can sit beside the demo's in one database. */
function withFreshIds(catalog: ReturnType<typeof demoCatalog>) {
  const text = JSON.stringify(catalog).replace(
    /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g,
    (id) => `${id.slice(0, 24)}${"0".repeat(12 - 4)}${id.slice(-4)}`.replace(/^./, "f"),
  );
  return JSON.parse(text) as ReturnType<typeof demoCatalog>;
}
