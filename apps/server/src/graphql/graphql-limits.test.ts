import { checkoutProductQuery } from "@creator-checkout/core/checkout-product-query";
import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { embeddedTestDatabase } from "@creator-checkout/testing/test-databases";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { importCatalog } from "../domain/catalog/import-catalog";
import { graphqlLimits } from "./register-graphql";

const aliased = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: product(product_option_id: "${demoIds.supporter}") { id title }`).join(" ")} }`;

// One request must not do the work of hundreds (docs/decisions/025).
describe("GraphQL limits", () => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await embeddedTestDatabase.open();
    await importCatalog(database, demoCatalog());
    app = await buildTestApp(database.db);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const query = (payload: unknown) =>
    app.inject({
      method: "POST",
      url: "/api/query",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });

  // The query the page and its server-rendered first view both send, from core.
  it("answers the page's own query", async () => {
    const response = await query({
      query: checkoutProductQuery,
      variables: { productOptionId: demoIds.supporter },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().data.product.id).toEqual(expect.any(String));
  });

  it.each([
    { body: { query: 123 } },
    { body: { query: true } },
    { body: { query: null } },
    { body: { query: "" } },
    { body: { query: ["{ __typename }"] } },
    { body: { query: "{ __typename }", variables: [1] } },
    { body: { query: "{ __typename }", operationName: 7 } },
    { body: [{ query: "{ __typename }" }] },
    { body: "{ __typename }" },
  ])("refuses $body with a 400 and a sentence", async ({ body }) => {
    const response = await query(body);

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: "BAD_REQUEST", message: expect.any(String) });
  });

  it("answers as many aliases as the limit allows, and refuses one more", async () => {
    const inside = await query({ query: aliased(graphqlLimits.aliases) });
    const outside = await query({ query: aliased(graphqlLimits.aliases + 1) });

    expect(inside.statusCode).toBe(200);
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      error: "BAD_QUERY",
      message: expect.stringMatching(/aliases/i),
    });
  });

  it("refuses a query deeper than the limit", async () => {
    const deep =
      '{ product(id: "x") { options { id } publisher { id } custom_fields { connected_property { options { label } } } } }';
    const tooDeep = `{ a: __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } }`;

    expect((await query({ query: deep })).statusCode).not.toBe(500);
    expect((await query({ query: tooDeep })).statusCode).toBe(400);
  });

  it("refuses a document over the body limit before parsing it", async () => {
    const response = await query({ query: aliased(400) });

    expect(JSON.stringify({ query: aliased(400) }).length).toBeGreaterThan(graphqlLimits.bodyBytes);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: "PAYLOAD_TOO_LARGE", message: expect.any(String) });
  });

  it("refuses twenty amplified queries at once and stays responsive", async () => {
    const hostile = Array.from({ length: 20 }, () =>
      query({ query: aliased(graphqlLimits.aliases * 2) }),
    );
    const [health, ...answers] = await Promise.all([app.inject("/healthz"), ...hostile]);

    expect(health?.statusCode).toBe(200);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(400));
  });
});
