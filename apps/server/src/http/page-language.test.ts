import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CATALOG_LOCALES } from "@creator-checkout/core/i18n";
import { messages as firstViewWords } from "@creator-checkout/core/i18n/catalogs/en/first-view";
import { englishMessages } from "@creator-checkout/core/i18n/english";
import { buildCheckoutPage } from "@creator-checkout/testing/build-checkout-page";
import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectDatabase, type Database } from "../db/connect";
import { importCatalog } from "../domain/catalog/import-catalog";
import { LOCALE_COOKIE } from "./page/page-locale";

// docs/decisions/104 and 106: each page is written in one language, chosen per request.

const htmlTag = (html: string) => /<html\b[^>]*>/.exec(html)?.[0];

describe("the language of each page", () => {
  let webRoot: string;
  let database: Database;
  let app: FastifyInstance;
  let production: FastifyInstance;

  beforeAll(async () => {
    webRoot = buildCheckoutPage();
    database = await connectDatabase({ dataDir: null });
    await importCatalog(database, demoCatalog());
    app = await buildTestApp(database.db, { webRoot, pseudoLocale: true });
    production = await buildTestApp(database.db, { webRoot, pseudoLocale: false });
  });
  afterAll(async () => {
    await app?.close();
    await production?.close();
    await database?.close();
  });

  it("is the browser's language, German for de-CH, with its words alone", async () => {
    const response = await app.inject({
      url: `/${demoIds.monthly}`,
      headers: { "accept-language": "de-CH, de;q=0.9, en;q=0.5" },
    });
    expect(htmlTag(response.body)).toBe('<html lang="de" dir="ltr">');
    expect(response.body).toContain("Bereitgestellt von <strong>Creator Checkout</strong>");
    const files = JSON.parse(readFileSync(join(webRoot, "catalog-files.json"), "utf8"));
    expect(response.body).toContain(`href="/${files.de["first-view"][0]}" data-words="first-view"`);
    expect(response.body).not.toContain(files.en["first-view"][0]);
  });

  it("is English, with its first view's words preloaded alone, when nothing asks for another", async () => {
    const response = await app.inject({
      url: `/${demoIds.monthly}`,
      headers: { "accept-language": "sw, xx;q=0.9" },
    });
    expect(response.statusCode).toBe(200);
    expect(htmlTag(response.body)).toBe('<html lang="en" dir="ltr">');
    expect(response.body).toContain("Powered by <strong>Creator Checkout</strong>");
    const files = JSON.parse(readFileSync(join(webRoot, "catalog-files.json"), "utf8"));
    expect(response.body).toContain(
      `<link rel="modulepreload" crossorigin href="/${files.en["first-view"][0]}" data-words="first-view">`,
    );
    for (const part of ["sign-in", "payment", "order"]) {
      expect(response.body).toContain(
        `<meta name="words" content="/${files.en[part][0]}" data-words="${part}">`,
      );
    }
    for (const part of Object.values<string[]>(files["en-XA"])) {
      expect(response.body).not.toContain(part[0]);
    }
    expect(response.headers.vary).toContain("accept-language");
    expect(response.headers["set-cookie"]).toBeUndefined();
  });

  it("is the pseudo-locale by the address outside production, remembered for the next page", async () => {
    const asked = await app.inject(`/${demoIds.monthly}?locale=en-XA`);
    expect(htmlTag(asked.body)).toBe('<html lang="en-XA" dir="ltr">');
    expect(asked.body).toMatch(/\[Pówéréd bý <strong>Creator Checkout<\/strong>·+\]/);
    const files = JSON.parse(readFileSync(join(webRoot, "catalog-files.json"), "utf8"));
    expect(asked.body).toContain(`href="/${files["en-XA"]["first-view"][0]}"`);
    const cookie = String(asked.headers["set-cookie"]);
    expect(cookie).toMatch(new RegExp(`^${LOCALE_COOKIE}=en-XA;`));
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");

    const later = await app.inject({
      url: "/dashboard/northwind",
      cookies: { [LOCALE_COOKIE]: "en-XA" },
      headers: { "accept-language": "en" },
    });
    expect(htmlTag(later.body)).toBe('<html lang="en-XA" dir="ltr">');
  });

  it("is never the pseudo-locale in production, by address or by cookie", async () => {
    const asked = await production.inject({
      url: `/${demoIds.monthly}?locale=en-XA`,
      cookies: { [LOCALE_COOKIE]: "en-XA" },
    });
    expect(htmlTag(asked.body)).toBe('<html lang="en" dir="ltr">');
    expect(asked.body).not.toContain("en-XA");
    expect(asked.headers["set-cookie"]).toBeUndefined();
  });

  it.each([
    ["a hostile address", "?locale=%3Cscript%3E", {}],
    ["an endless header", "", { "accept-language": "x,".repeat(50_000) }],
    ["a forged cookie", "", { cookie: `${LOCALE_COOKIE}="><script>` }],
  ])("stays English and whole with %s", async (_case, query, headers) => {
    const response = await app.inject({ url: `/${demoIds.monthly}${query}`, headers });
    expect(response.statusCode).toBe(200);
    expect(htmlTag(response.body)).toBe('<html lang="en" dir="ltr">');
    expect(response.body).not.toContain("<script>alert");
  });

  it("lists every language on offer by its own name, for the footer's switcher", async () => {
    const response = await app.inject(`/${demoIds.monthly}`);
    const alternates = [
      ...response.body.matchAll(
        /<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" title="([^"]+)">/g,
      ),
    ].map(([, tag, href, name]) => ({ tag, href, name }));
    expect(alternates).toContainEqual({ tag: "en", href: "?locale=en", name: "English" });
    expect(alternates.map(({ tag }) => tag)).toEqual([...CATALOG_LOCALES]);
    const inProduction = await production.inject(`/${demoIds.monthly}`);
    expect(inProduction.body).not.toContain('hreflang="en-XA"');
  });

  it("has the first view's words be exactly those the first download's code names", () => {
    const index = readFileSync(join(webRoot, "index.html"), "utf8");
    const initial = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(([, file]) =>
      readFileSync(join(webRoot, file ?? ""), "utf8"),
    );
    const code = initial.join("\n");
    const named = Object.keys(englishMessages).filter((key) =>
      ['"', "`", "'"].some((quote) => code.includes(`${quote}${key}${quote}`)),
    );
    expect(named).toEqual(Object.keys(firstViewWords));
    // A key built at run time names no key in full: only an API error's, which may be missing.
    const built = [...code.matchAll(/`([a-zA-Z]+\.)\$\{/g)].map(([, prefix]) => prefix);
    expect([...new Set(built)]).toEqual(["apiErrors."]);
  });
});
