import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";

// mercurius compiles a query with graphql-jit once its text has been seen three times, when the
// event loop next idles; these send each query often enough, with pauses, to be answered by both
// executors.
const TIMES = 6;

describe.each(testDatabases())("GraphQL execution on $name", (kind) => {
  const demo = onDemoDatabase(kind, async ({ database }) => {
    return buildTestApp(database.db);
  });

  /** The query's answers, which must not differ: the first is parsed, the others the same. */
  async function repeatedly(payload: Record<string, unknown>) {
    const answers = new Set<string>();
    let first: { statusCode: number; body: string } | undefined;
    for (let i = 0; i < TIMES; i++) {
      const response = await demo.app.inject({ method: "POST", url: "/api/query", payload });
      first ??= response;
      answers.add(`${response.statusCode} ${response.body}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect([...answers]).toHaveLength(1);
    if (!first) throw new Error("no answer");
    return { statusCode: first.statusCode, body: first.body, json: JSON.parse(first.body) };
  }

  it("answers the same bytes before and after a query is compiled, errors first", async () => {
    const query = `query Q($id: ID) { product(product_option_id: $id) {
      title options { price } publisher { name } custom_fields { label } newsletters { name }
    } }`;

    const found = await repeatedly({ query, variables: { id: demoIds.monthly } });
    const refused = await repeatedly({ query, variables: { id: "not-an-id" } });

    expect(found.statusCode).toBe(200);
    expect(found.json.data.product.custom_fields).toHaveLength(9);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatch(/^\{"errors":\[\{"message":"product_option_id must be a UUID"/);
  });

  it("runs the operation named, also once the document is compiled", async () => {
    const query = `
      query Pass { product(id: "${demoIds.pass}") { title } }
      query Membership { product(id: "${demoIds.membership}") { title } }`;
    const pass = await repeatedly({ query, operationName: "Pass" });
    const membership = await repeatedly({ query, operationName: "Membership" });

    expect(pass.json).toEqual({ data: { product: { title: "Tokyo Walks Pass" } } });
    expect(membership.json).toEqual({ data: { product: { title: "Northwind Membership" } } });
  });

  it("reads the relations asked for through fragments and aliases", async () => {
    const response = await repeatedly({
      query: `query Q($id: ID) { product(product_option_id: $id) { ...Page pub: publisher { username } } }
        fragment Page on Product { ... on Product { prices: options { price } } newsletters { type } }`,
      variables: { id: demoIds.coffee },
    });

    expect(response.json).toEqual({
      data: {
        product: {
          prices: [{ price: 500 }, { price: null }],
          newsletters: [],
          pub: { username: "northwind" },
        },
      },
    });
  });

  it("reads the relations of every switchable product", async () => {
    const response = await repeatedly({
      query: `{ switchable_products(publisher_id: "${demoIds.publisher}", product_id: "${demoIds.pass}") {
        title options { title } publisher { username }
      } }`,
    });

    expect(response.json.data.switchable_products).toEqual([
      {
        title: "Tokyo Walks Pass",
        options: [{ title: "Day pass" }, { title: "Weekend pass" }],
        publisher: { username: "northwind" },
      },
    ]);
  });
});
