import { randomUUID } from "node:crypto";
import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";

const productQuery = `
  query Checkout($optionId: ID) {
    product(product_option_id: $optionId) {
      id title type
      options { id title price currency interval trial_quantity trial_price }
      publisher { id name username }
      custom_fields { label order required connected_property { type class label options { value } } }
      newsletters { name newsletter_order type }
    }
  }`;

describe.each(testDatabases())("catalog API on $name", (kind) => {
  const catalog = demoCatalog();
  catalog.feature_flags = ["hide_summary_toggle", "gift_checkout"];
  const demo = onDemoDatabase(
    kind,
    async ({ database }) => {
      return buildTestApp(database.db);
    },
    { catalog },
  );

  const graphql = (query: string, variables: Record<string, unknown> = {}) =>
    demo.app.inject({ method: "POST", url: "/api/query", payload: { query, variables } });

  describe("POST /api/query", () => {
    it("finds a product by one of its option ids, with options sorted by price", async () => {
      const response = await graphql(productQuery, { optionId: demoIds.yearly });

      expect(response.statusCode).toBe(200);
      const { product } = response.json().data;
      expect(product.title).toBe("Northwind Membership");
      expect(product.options.map((o: { title: string }) => o.title)).toEqual([
        "Monthly",
        "Supporter",
        "Yearly",
      ]);
      expect(product.publisher).toEqual({
        id: demoIds.publisher,
        name: "Northwind Notes",
        username: "northwind",
      });
    });

    it("puts a custom-amount option (price null) after the priced ones", async () => {
      const response = await graphql(productQuery, { optionId: demoIds.coffee });

      const options = response.json().data.product.options;
      expect(options.map((o: { price: number | null }) => o.price)).toEqual([500, null]);
    });

    it("sorts custom fields by order and newsletters by newsletter_order", async () => {
      const { product } = (await graphql(productQuery, { optionId: demoIds.monthly })).json().data;

      expect(product.custom_fields.map((f: { order: number }) => f.order)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9,
      ]);
      expect(
        product.custom_fields.map(
          (f: { connected_property: { type: string } }) => f.connected_property.type,
        ),
      ).toEqual([
        "checkbox",
        "short_answer",
        "url",
        "number",
        "dropdown",
        "address",
        "boolean",
        "radio",
        "date",
      ]);
      expect(
        product.newsletters.map((n: { newsletter_order: number }) => n.newsletter_order),
      ).toEqual([1, 2, 3, 4, 5]);
    });

    it("finds a product by its own id", async () => {
      const response = await graphql(
        `{ product(id: "${demoIds.pass}") { title options { currency } } }`,
      );

      expect(response.json().data.product).toEqual({
        title: "Tokyo Walks Pass",
        options: [{ currency: "JPY" }, { currency: "JPY" }],
      });
    });

    it("answers null for an option id nobody has", async () => {
      const response = await graphql(productQuery, { optionId: randomUUID() });

      expect(response.statusCode).toBe(200);
      expect(response.json().data.product).toBeNull();
    });

    it("refuses a malformed id with 400 and names the argument", async () => {
      const response = await graphql(productQuery, { optionId: "not-an-id" });

      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].message).toBe("product_option_id must be a UUID");
    });

    it("refuses a query that is not GraphQL with 400", async () => {
      const response = await graphql("{ product(");

      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].message).toMatch(/Syntax Error/);
    });

    it("lists the custom fields of a product", async () => {
      const response = await graphql(
        `{ custom_fields(product_id: "${demoIds.membership}") { label } }`,
      );

      expect(response.json().data.custom_fields[0]).toEqual({ label: "Topics you enjoy" });
    });

    it("lists a product's newsletters and a client's free newsletters", async () => {
      const response = await graphql(`{
        product_newsletters(product_id: "${demoIds.membership}") { type }
        free_newsletters(client_id: "${demoIds.publisher}") { name type }
      }`);

      const data = response.json().data;
      expect(data.product_newsletters).toHaveLength(5);
      expect(data.free_newsletters.map((n: { name: string }) => n.name)).toEqual([
        "Weekly digest",
        "Behind the scenes",
        "Field notes",
        "Reading list",
      ]);
      expect(new Set(data.free_newsletters.map((n: { type: string }) => n.type))).toEqual(
        new Set(["free"]),
      );
    });

    it("lists switchable products of the same type, the current one first", async () => {
      const response = await graphql(`{
        switchable_products(publisher_id: "${demoIds.publisher}", product_id: "${demoIds.membership}") { title }
        none: switchable_products(publisher_id: "${randomUUID()}", product_id: "${demoIds.membership}") { title }
      }`);

      expect(response.json().data).toEqual({
        switchable_products: [{ title: "Northwind Membership" }],
        none: [],
      });
    });
  });

  describe("GET /api/client/query/:creatorId", () => {
    it("answers the creator's public profile", async () => {
      const response = await demo.app.inject(`/api/client/query/${demoIds.publisher}`);

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: demoIds.publisher,
        username: "northwind",
        name: "Northwind Notes",
        default_authentication_method: "email",
        authentication_methods: ["email", "sms"],
        primary_urls: ["https://northwind.example"],
      });
    });

    it("answers 404 with a message for an unknown creator", async () => {
      const response = await demo.app.inject(`/api/client/query/${randomUUID()}`);

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: "NOT_FOUND", message: "No creator has this id." });
    });

    it("answers 400 for a malformed id", async () => {
      const response = await demo.app.inject("/api/client/query/42");

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "BAD_REQUEST",
        message: "Invalid address: creatorId: must be a UUID",
      });
    });
  });

  describe("GET /api/client/creators/:username", () => {
    it("answers the same public profile as by id, for the dashboard's sign-in", async () => {
      const byName = await demo.app.inject("/api/client/creators/northwind");
      const byId = await demo.app.inject(`/api/client/query/${demoIds.publisher}`);

      expect(byName.statusCode).toBe(200);
      expect(byName.json()).toEqual(byId.json());
    });

    it("answers 404 with a sentence for an unknown username", async () => {
      const response = await demo.app.inject("/api/client/creators/nobody-here");

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: "NOT_FOUND",
        message: 'There is no publisher with the username "nobody-here".',
      });
    });
  });

  describe("POST /api/feature_flags", () => {
    it("answers the publisher's flags as lowercase names", async () => {
      const response = await demo.app.inject({
        method: "POST",
        url: "/api/feature_flags",
        headers: { publisherid: demoIds.publisher },
      });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(["gift_checkout", "hide_summary_toggle"]);
    });

    it("needs the publisherid header", async () => {
      const response = await demo.app.inject({ method: "POST", url: "/api/feature_flags" });

      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/publisherid/);
    });

    it("answers 404 for an unknown publisher", async () => {
      const response = await demo.app.inject({
        method: "POST",
        url: "/api/feature_flags",
        headers: { publisherid: randomUUID() },
      });

      expect(response.statusCode).toBe(404);
    });
  });

  describe("bad requests", () => {
    it("answers an unknown API path with a JSON 404", async () => {
      const response = await demo.app.inject("/api/nothing-here");

      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: "NOT_FOUND",
        message: "There is no GET /api/nothing-here in this API.",
      });
    });

    it.each(["/api/query", "/api/feature_flags"])(
      "answers malformed JSON at %s with 400, not 500",
      async (url) => {
        const response = await demo.app.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/json", publisherid: demoIds.publisher },
          payload: "{ broken",
        });

        expect(response.statusCode).toBe(400);
        expect(response.body).toMatch(/not valid JSON/);
      },
    );

    it("answers a failure inside the demo.database with a plain 500 and no internals", async () => {
      const broken = await kind.open();
      const brokenApp = await buildTestApp(broken.db);
      await broken.close();

      const response = await brokenApp.inject({
        method: "GET",
        url: `/api/client/query/${demoIds.publisher}`,
      });
      const health = await brokenApp.inject("/healthz");
      await brokenApp.close();

      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        error: "INTERNAL",
        message: "Something went wrong on our side. Please try again in a moment.",
      });
      expect(response.body).not.toMatch(/at |stack|pglite|pg\./i);
      expect(health.statusCode).toBe(503);
    });
  });

  it("answers /healthz when the demo.database is reachable", async () => {
    const response = await demo.app.inject("/healthz");

    expect(response.json()).toEqual({ status: "ok" });
  });
});
