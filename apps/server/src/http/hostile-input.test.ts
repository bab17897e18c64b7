import { randomUUID } from "node:crypto";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { acceptingBotCheck } from "@creator-checkout/testing/accepting-bot-check";
import { buildSignInTestApp, buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { importCatalog } from "../domain/catalog/import-catalog";
import { createStripeGateway } from "../payments/stripe/create-stripe-gateway";
import { systemClock } from "../security/clock";

// Thousands of requests per kind of attack: each kind is walked in parts, every part a test of a
// few seconds on a shared 2-core machine against real Postgres, so none nears the time limit.
// A part is every `parts`-th request of the walk, so a route registered later joins a part.
const PARTS = { pathParams: 24, fields: 48, sharpest: 240, bodies: 12, headers: 16 };
const partsOf = (count: number) => Array.from({ length: count }, (_, index) => index);

// Every route the app registers gets the values an attacker would try, as a guest and as a
// signed-in buyer. Whatever it is sent, it answers a 2xx or a 4xx with `{ error, message }`:
// never a 5xx, a stack trace or a framework code. A new route is tried by being registered.

const hostileValues: unknown[] = [
  "\u0000",
  "a\u0000b",
  "\u0007bell",
  "\uD800",
  "tail\uDC00",
  "x".repeat(5_000),
  "",
  " ",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "%00",
  "%ZZ",
  "NaN",
  "1e400",
  "😀",
  -1,
  0,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  1e308,
  -1e308,
  true,
  null,
  [],
  [1, "two"],
  {},
  { $gt: "" },
  { __proto__: { polluted: true } },
];

// Every field name the API reads somewhere, so each hostile value reaches each parser.
const fieldNames = [
  "email",
  "phone",
  "phone_number",
  "code",
  "password",
  "current_password",
  "publisher_id",
  "publisherId",
  "creatorUsername",
  "claim",
  "verify_flow_id",
  "is_otp_enabled",
  "return_token",
  "redirect_url",
  "token",
  "source_id",
  "sourceId",
  "source_type",
  "custom_price",
  "pay_now",
  "newsletters",
  "only_add_newsletters",
  "sync",
  "custom_properties",
  "product_id",
  "product_option_id",
  "number",
  "exp_month",
  "exp_year",
  "cvc",
  "postal_code",
  "card",
  "approve",
  "query",
  "variables",
  "operationName",
  "amount",
  "cancel_subscription",
  "reason",
  "at_period_end",
];

const paramValues = [
  "x",
  "0",
  "-1",
  "..",
  "%2e%2e%2f%2e%2e",
  "%00",
  "%E0%A4%A",
  "a".repeat(99),
  "a".repeat(150),
  "00000000-0000-0000-0000-00000000000g",
  randomUUID(),
  "' OR '1'='1",
];

const deepJson = `${"[".repeat(5_000)}${"]".repeat(5_000)}`;
const deepObject = `${'{"a":'.repeat(3_000)}1${"}".repeat(3_000)}`;

const rawBodies: Array<{ contentType: string; payload: string }> = [
  { contentType: "application/json", payload: "{" },
  { contentType: "application/json", payload: "null" },
  { contentType: "application/json", payload: "12" },
  { contentType: "application/json", payload: '"text"' },
  { contentType: "application/json", payload: deepJson },
  { contentType: "application/json", payload: deepObject },
  { contentType: "application/json", payload: '{"__proto__":{"admin":true}}' },
  { contentType: "application/json", payload: '{"constructor":{"prototype":{"admin":true}}}' },
  { contentType: "application/json", payload: `{"email":"${"a".repeat(70_000)}"}` },
  { contentType: "text/plain", payload: "hello" },
  { contentType: "application/xml", payload: "<a/>" },
  { contentType: "application/x-www-form-urlencoded", payload: "email=a%00b" },
  { contentType: "application/json; charset=utf-16", payload: "{}" },
];

const forgedHeaderSets: Array<Record<string, string>> = [
  {},
  { publisherid: "not-a-uuid" },
  { publisherid: randomUUID() },
  { publisherid: "' OR 1=1 --" },
  { publisherid: demoIds.publisher, authorization: "Bearer garbage" },
  {
    publisherid: demoIds.publisher,
    // A token that claims no signature at all.
    authorization: `Bearer ${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(
      `{"sub":"${randomUUID()}","aud":"${demoIds.publisher}"}`,
    ).toString("base64url")}.`,
  },
  { publisherid: demoIds.publisher, authorization: "Basic YTpi" },
  { publisherid: demoIds.publisher, "x-bot-proof": "%%%" },
  { publisherid: demoIds.publisher, "idempotency-key": "k".repeat(1_000) },
  { publisherid: demoIds.publisher, "stripe-signature": "t=1,v1=00" },
];

function pathFor(url: string, paramValue: string): string {
  return url.replace(/:[A-Za-z]+/g, () => paramValue).replace(/\*$/, paramValue);
}

/** What is wrong with an answer, whatever it was sent; null when nothing is. */
function problemWith(response: LightMyRequestResponse, isApi: boolean): string | null {
  if (response.statusCode >= 500) return "a 5xx";
  if (/FST_|MER_ERR|\n\s+at |node_modules/.test(response.body))
    return "a framework code or a stack";
  if (response.statusCode < 400 || !isApi) return null;
  try {
    const body = response.json();
    if (typeof body.error !== "string" || typeof body.message !== "string" || !body.message)
      return "no { error, message }";
  } catch {
    return "a body that is not JSON";
  }
  return null;
}

describe.each(testDatabases())("hostile input on $name", (kind) => {
  let database: Database;
  let apps: FastifyInstance[];
  let buyerHeaders: Record<string, string>;

  beforeAll(async () => {
    database = await kind.open();
    await importCatalog(database, demoCatalog());
    const webRoot = mkdtempSync(join(tmpdir(), "checkout-web-"));
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Checkout</title>");
    const common = {
      webRoot,
      botCheck: acceptingBotCheck,
      codeSendsPerIp: 1_000_000,
      apiRateLimitPerMinute: 1_000_000,
      devOutboxActive: true,
      operatorToken: "operator-token-of-the-hostile-input-suite-0123456789",
      allowMovedClock: true,
    };
    const testProcessorApp = await buildTestApp(database.db, common);
    const stripeApp = await buildTestApp(database.db, {
      ...common,
      gateway: createStripeGateway({ secretKey: "sk_test_hostile_input_suite" }),
      stripeWebhookSecret: "whsec_hostile_input_suite",
    });
    apps = [testProcessorApp, stripeApp];
    // Signed in the ordinary way; its token works on both apps, which share the test secret.
    const signIn = await buildSignInTestApp(database.db, systemClock);
    const buyer = await signedInBuyer(signIn, database.db);
    await saveTestCard(signIn, buyer.headers);
    await signIn.close();
    buyerHeaders = buyer.headers;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  function routesOf(app: FastifyInstance) {
    return app.registeredRoutes.filter(
      (route, index, all) =>
        all.findIndex((other) => other.method === route.method && other.url === route.url) ===
        index,
    );
  }

  // Every unsafe answer of a test is listed at its end, not just the first.
  let problems: string[] = [];
  beforeEach(() => {
    problems = [];
  });
  afterEach(() => {
    expect(problems.slice(0, 30), `${problems.length} unsafe answers`).toEqual([]);
  });

  async function send(app: FastifyInstance, options: InjectOptions & { url: string }) {
    const response = await app.inject(options);
    const problem = problemWith(response, options.url.startsWith("/api/"));
    if (problem) {
      problems.push(
        `${options.method ?? "GET"} ${options.url.slice(0, 80)} ${JSON.stringify(options.payload ?? options.query ?? options.headers).slice(0, 80)}: ${problem} (${response.statusCode} ${response.body.slice(0, 120)})`,
      );
    }
  }

  it("finds every route the app registers, including ones added later", () => {
    const urls = apps.flatMap((app) =>
      routesOf(app).map((route) => `${route.method} ${route.url}`),
    );
    expect(urls).toEqual(
      expect.arrayContaining([
        "POST /api/purchase/product/:productOptionId",
        "PUT /api/me/password",
        "POST /api/query",
        "POST /api/stripe/webhook",
        "POST /api/test-processor/tokens",
        "GET /:productOptionId",
      ]),
    );
  });

  /** A walk's requests: each with the app it goes to. */
  type Walk = Iterable<{ app: FastifyInstance; request: InjectOptions & { url: string } }>;

  /** Sends the requests of `walk` whose place in it falls to part `part` of `parts`. */
  async function sendPart(walk: Walk, part: number, parts: number) {
    let index = 0;
    for (const { app, request } of walk) {
      if (index++ % parts === part) await send(app, request);
    }
  }

  function* everyRoute(filter: (route: { method: string }) => boolean = () => true) {
    for (const app of apps) {
      for (const route of routesOf(app).filter(filter)) {
        yield { app, method: route.method as InjectOptions["method"], url: route.url };
      }
    }
  }
  const takesABody = (route: { method: string }) => route.method !== "GET";

  function* hostilePathParams(): Walk {
    for (const { app, method, url } of everyRoute()) {
      for (const value of paramValues) {
        for (const headers of [buyerHeaders, {}]) {
          yield {
            app,
            request: {
              method,
              url: pathFor(url, value),
              headers,
              ...(method === "GET" ? {} : { payload: {} }),
            },
          };
        }
      }
    }
  }

  function* hostileFields(): Walk {
    for (const { app, method, url } of everyRoute()) {
      for (const value of hostileValues) {
        const fields = Object.fromEntries(fieldNames.map((name) => [name, value]));
        const query = Object.fromEntries(
          fieldNames.map((name) => [
            name,
            typeof value === "string" ? value : JSON.stringify(value),
          ]),
        );
        yield {
          app,
          request: {
            method,
            url: pathFor(url, demoIds.supporter),
            query,
            headers: { ...buyerHeaders, "idempotency-key": randomUUID() },
            ...(method === "GET" ? {} : { payload: fields }),
          },
        };
      }
    }
  }

  const sharpest: unknown[] = [
    "a\u0000b",
    "\uD800",
    2 ** 31,
    -(2 ** 31) - 1,
    1e308,
    -1,
    "x".repeat(5_000),
    {},
    [],
  ];

  function* sharpestFieldsAlone(): Walk {
    for (const { app, method, url } of everyRoute(takesABody)) {
      const path = pathFor(url, url.includes("product") ? demoIds.customAmount : demoIds.supporter);
      for (const name of fieldNames) {
        for (const value of sharpest) {
          yield {
            app,
            request: {
              method,
              url: path,
              headers: { ...buyerHeaders, "idempotency-key": randomUUID() },
              payload: { [name]: value },
            },
          };
        }
      }
    }
  }

  function* rawBodiesOnEveryRoute(): Walk {
    for (const { app, method, url } of everyRoute(takesABody)) {
      for (const body of rawBodies) {
        yield {
          app,
          request: {
            method,
            url: pathFor(url, demoIds.supporter),
            headers: {
              ...buyerHeaders,
              "content-type": body.contentType,
              "idempotency-key": randomUUID(),
            },
            payload: body.payload,
          },
        };
      }
    }
  }

  function* forgedHeadersOnEveryRoute(): Walk {
    for (const { app, method, url } of everyRoute()) {
      for (const headers of forgedHeaderSets) {
        yield {
          app,
          request: {
            method,
            url: pathFor(url, demoIds.supporter),
            headers,
            ...(method === "GET" ? {} : { payload: {} }),
          },
        };
      }
    }
  }

  it.each(partsOf(PARTS.pathParams))(
    `answers hostile path parameters on every route (part %i of ${PARTS.pathParams})`,
    (part) => sendPart(hostilePathParams(), part, PARTS.pathParams),
  );

  it.each(partsOf(PARTS.fields))(
    `answers hostile values in every field of the body and the query string (part %i of ${PARTS.fields})`,
    (part) => sendPart(hostileFields(), part, PARTS.fields),
  );

  it.each(partsOf(PARTS.sharpest))(
    `answers the sharpest values in each field alone, where no other field fails first (part %i of ${PARTS.sharpest})`,
    (part) => sendPart(sharpestFieldsAlone(), part, PARTS.sharpest),
  );

  it.each(partsOf(PARTS.bodies))(
    `answers malformed, deep, oversized and mistyped bodies on every route that takes one (part %i of ${PARTS.bodies})`,
    (part) => sendPart(rawBodiesOnEveryRoute(), part, PARTS.bodies),
  );

  it.each(partsOf(PARTS.headers))(
    `answers missing and forged headers on every route (part %i of ${PARTS.headers})`,
    (part) => sendPart(forgedHeadersOnEveryRoute(), part, PARTS.headers),
  );
});
