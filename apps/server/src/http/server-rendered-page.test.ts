import { randomUUID } from "node:crypto";
import { buildCheckoutPage } from "@creator-checkout/testing/build-checkout-page";
import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { embeddedTestDatabase } from "@creator-checkout/testing/test-databases";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { importCatalog } from "../domain/catalog/import-catalog";

// docs/decisions/045: the checkout's first view comes rendered, with its data inlined.

/** The JSON the page hydrates from, as the browser reads it out of the rendered page. */
function pageData(html: string): {
  queries: { queries: Array<{ queryKey: unknown[]; state: { data: unknown } }> };
  session: string;
  publisherId: string | null;
} {
  const match = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error("The page has no data block.");
  return JSON.parse(match[1]);
}

// A creator controls their catalog's strings: these try to end the data block, open a comment,
// break a line in older JavaScript parsers, and inject markup.
const hostileTitle = '</script><script>alert("title")</script><!-- \u2028\u2029 & more';
const hostileName = "<img src=x onerror=alert(1)> Studio";

describe("the server-rendered checkout page", () => {
  let webRoot: string;
  let database: Database;
  let app: FastifyInstance;
  let hostileDatabase: Database;
  let hostileApp: FastifyInstance;

  beforeAll(async () => {
    webRoot = buildCheckoutPage();
    database = await embeddedTestDatabase.open();
    await importCatalog(database, demoCatalog());
    app = await buildTestApp(database.db, { webRoot });

    const hostile = demoCatalog();
    hostile.publisher.name = hostileName;
    const membership = hostile.products.find((product) => product.id === demoIds.membership);
    if (!membership) throw new Error("The demo catalog lost its membership.");
    membership.title = hostileTitle;
    hostileDatabase = await embeddedTestDatabase.open();
    await importCatalog(hostileDatabase, hostile);
    hostileApp = await buildTestApp(hostileDatabase.db, { webRoot });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await hostileApp?.close();
    await hostileDatabase?.close();
  });

  it("renders an option's title, options, prices and contact card, with its data", async () => {
    const response = await app.inject(`/${demoIds.monthly}?utm_source=newsletter`);

    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["cache-control"]).toBe("no-cache");
    const html = response.body;
    expect(html).toContain("<title>Checkout | Northwind Notes</title>");
    expect(html).toContain('<meta name="description" content="Secure checkout for creators." />');
    expect(html).toContain('href="/favicon.svg"');
    expect(html).toMatch(/<h1 class="headline__title">Northwind Membership<\/h1>/);
    expect(html).toMatch(/Monthly<\/span><span class="choice__price">\$8 \/ month/);
    expect(html).toMatch(/Supporter<\/span><span class="choice__price">\$20 \/ month/);
    expect(html).toContain("Due today");
    expect(html).toContain("Contact Info");
    // The sign-in form itself, held disabled until the page takes over.
    expect(html).toMatch(
      /<label class="field__label" for="[^"]+">Email address<\/label><input type="email"/,
    );
    expect(html).toContain("Powered by <strong>Creator Checkout</strong>");
    // The stylesheet is in the page, before the content it styles: no second request to paint.
    expect(html).not.toContain('rel="stylesheet"');
    expect(html.indexOf("<style>")).toBeGreaterThan(-1);
    expect(html.indexOf("<style>")).toBeLessThan(html.indexOf('<div id="root">'));

    const data = pageData(html);
    expect(data.publisherId).toBe(demoIds.publisher);
    expect(data.session).toBe("signed-out");
    const keys = data.queries.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(["checkout-product", demoIds.monthly]);
    expect(keys).toContainEqual(["feature-flags", demoIds.publisher]);
    expect(keys).toContainEqual(["bot-check"]);
  });

  it("inlines the same product the page's GraphQL query returns", async () => {
    const { checkoutProductQuery } = await import("@creator-checkout/core/checkout-product-query");
    const graph = await app.inject({
      method: "POST",
      url: "/api/query",
      payload: { query: checkoutProductQuery, variables: { productOptionId: demoIds.yearly } },
    });
    const page = await app.inject(`/${demoIds.yearly}`);

    const inlined = pageData(page.body).queries.queries.find(
      (query) => query.queryKey[0] === "checkout-product",
    );
    expect(inlined?.state.data).toEqual(graph.json().data.product);
  });

  it("renders the contact card as it looks while a kept session loads", async () => {
    const response = await app.inject({
      url: `/${demoIds.monthly}`,
      cookies: { [`checkout_session_${demoIds.publisher}`]: "1" },
    });

    expect(response.statusCode).toBe(200);
    // React's renderer writes an apostrophe in text as `&#x27;`.
    expect(response.body).toContain("Checking whether you&#x27;re signed in");
    expect(pageData(response.body).session).toBe("checking");
  });

  it.each([
    ["an unknown option id", `/${randomUUID()}`],
    ["a malformed option id", "/not-a-product"],
  ])("answers %s with 404 and the rendered not-found page", async (_case, url) => {
    const response = await app.inject(url);

    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("This checkout page doesn&#x27;t exist");
    expect(response.body).toContain("<title>Checkout</title>");
  });

  it.each([
    ["/", 404],
    ["/pay/conversation-1?product_option_id=x", 200],
    ["/@demo-creator/redeem-gift?code=abc", 200],
    ["/dashboard/northwind", 200],
  ])("keeps the unrendered shell for %s, with its status", async (url, status) => {
    const response = await app.inject(url);

    expect(response.statusCode).toBe(status);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('id="page-data"');
  });

  it("renders an anonymous page once, and anew the moment the creator changes it", async () => {
    const operatorToken = "operator-token-of-the-rendered-page-suite-0123";
    const changing = await embeddedTestDatabase.open();
    const changingApp = await buildTestApp(changing.db, { webRoot, operatorToken });
    try {
      const catalog = demoCatalog();
      const importIt = () =>
        changingApp.inject({
          method: "POST",
          url: "/api/operator/catalog/import",
          headers: { authorization: `Bearer ${operatorToken}` },
          payload: catalog,
        });
      expect((await importIt()).statusCode).toBe(200);
      const first = await changingApp.inject(`/${demoIds.monthly}`);
      const again = await changingApp.inject(`/${demoIds.monthly}`);
      expect(again.body).toBe(first.body);

      const membership = catalog.products.find((product) => product.id === demoIds.membership);
      if (!membership) throw new Error("The demo catalog lost its membership.");
      membership.title = "Northwind Membership, renamed";
      expect((await importIt()).statusCode).toBe(200);
      const changed = await changingApp.inject(`/${demoIds.monthly}`);
      expect(changed.body).toContain("Northwind Membership, renamed</h1>");
    } finally {
      await changingApp.close();
      await changing.close();
    }
  });

  it("keeps script-src strict: the data block is JSON, not script", async () => {
    const response = await app.inject(`/${demoIds.monthly}`);

    const policy = String(response.headers["content-security-policy"]);
    const scriptSrc = policy.split(";").find((part) => part.trim().startsWith("script-src"));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(response.body).not.toMatch(/<script>(?!<\/script>)/);
  });

  it("escapes a creator's hostile title and name in the markup, the title and the data", async () => {
    const response = await hostileApp.inject(`/${demoIds.monthly}`);

    expect(response.statusCode).toBe(200);
    const html = response.body;
    // Only the page's own data block ends a script element.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    const dataBlock = html.slice(html.indexOf('id="page-data">'), html.lastIndexOf("</script>"));
    expect(dataBlock.slice('id="page-data">'.length)).not.toMatch(/[<>\u2028\u2029]/);
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("<title>Checkout | &lt;img src=x onerror=alert(1)&gt; Studio</title>");
    // No `<` of the creator's opens a tag, and React's renderer escapes `>` too.
    expect(html).toContain("&lt;/script&gt;&lt;script&gt;alert(&quot;title&quot;)");
    // The page still reads back exactly what the creator wrote.
    const product = pageData(html).queries.queries.find(
      (query) => query.queryKey[0] === "checkout-product",
    )?.state.data as { title: string; publisher: { name: string } };
    expect(product.title).toBe(hostileTitle);
    expect(product.publisher.name).toBe(hostileName);
  });
});
