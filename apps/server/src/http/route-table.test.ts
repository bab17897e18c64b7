import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as api from "@creator-checkout/core/api-routes";
import { acceptingBotCheck } from "@creator-checkout/testing/accepting-bot-check";
import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { embeddedTestDatabase } from "@creator-checkout/testing/test-databases";
import { Validator } from "@seriousme/openapi-schema-validator";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { createStripeGateway } from "../payments/stripe/create-stripe-gateway";

// The route table is the only declaration of the API (docs/decisions/068): every route the
// server serves under /api is in it, every route in it is served, and the OpenAPI document made
// from it is valid and lists each one.

/** The reference page's own files, which document the API rather than belong to it. */
const REFERENCE_PAGE = /^\/api\/docs(\/|$)/;

describe("the route table", () => {
  let database: Database;
  let apps: FastifyInstance[];

  beforeAll(async () => {
    database = await embeddedTestDatabase.open();
    const webRoot = mkdtempSync(join(tmpdir(), "checkout-web-"));
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Checkout</title>");
    // Every optional part switched on: the operator's routes, the dev outbox, and each processor.
    const everything = {
      webRoot,
      botCheck: acceptingBotCheck,
      devOutboxActive: true,
      operatorToken: "operator-token-of-the-route-table-suite-0123456789",
    };
    apps = [
      await buildTestApp(database.db, everything),
      await buildTestApp(database.db, {
        ...everything,
        gateway: createStripeGateway({ secretKey: "sk_test_route_table_suite" }),
        stripeWebhookSecret: "whsec_route_table_suite",
      }),
    ];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  const served = () =>
    new Set(
      apps.flatMap((app) =>
        app.registeredRoutes
          // A CORS preflight answers for the route it precedes.
          .filter((route) => route.method !== "OPTIONS")
          .filter((route) => route.url.startsWith("/api/") && !REFERENCE_PAGE.test(route.url))
          .map((route) => `${route.method} ${route.url}`),
      ),
    );
  const declared = () =>
    new Set(Object.values(api).map((route) => `${route.method} ${route.path}`));

  it("declares every route the server serves under /api", () => {
    expect([...served()].filter((route) => !declared().has(route))).toEqual([]);
  });

  it("has no route that nobody serves", () => {
    expect([...declared()].filter((route) => !served().has(route))).toEqual([]);
  });

  it("serves a valid OpenAPI 3.1 document that names every route once", async () => {
    const operations: string[] = [];
    for (const app of apps) {
      const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      const validation = await new Validator().validate(document);
      expect(validation.errors ?? [], "OpenAPI validation errors").toEqual([]);
      expect(document.openapi).toBe("3.1.0");
      for (const item of Object.values(document.paths)) {
        for (const operation of Object.values(item as Record<string, { operationId: string }>)) {
          operations.push(operation.operationId);
        }
      }
    }
    expect([...new Set(operations)].sort()).toEqual(Object.keys(api).sort());
  });

  it("documents the order events' payloads with what a promotion code took off", async () => {
    const document = (await apps[0]?.inject({ method: "GET", url: "/api/openapi.json" }))?.json();
    for (const type of ["order.paid", "order.refunded"]) {
      const { schema } = document.webhooks[type].post.requestBody.content["application/json"];
      expect(schema.properties.type).toMatchObject({ const: type });
      expect(schema.properties.data.properties, type).toMatchObject({
        amount: { type: "integer" },
        discount_amount: {
          type: "integer",
          description: expect.stringContaining("promotion code"),
        },
        promotion_code: { type: ["string", "null"] },
      });
      expect(schema.properties.data.required).toEqual(
        expect.arrayContaining(["discount_amount", "promotion_code"]),
      );
    }
  });

  it("renders the reference page from this server alone", async () => {
    const page = await apps[0]?.inject({ method: "GET", url: "/api/docs/" });
    expect(page?.statusCode).toBe(200);
    const html = page?.body ?? "";
    expect(html).toContain("swagger-ui");
    expect(html).not.toMatch(/src="https?:\/\//);
  });
});
