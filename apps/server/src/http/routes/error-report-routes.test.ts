import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import type { Database } from "../../db/connect";
import { errorReports, rateLimitCounters } from "../../db/schema";

const pageUrl = "https://pay.example.com/7e2c8a7f-690b-4a5c-87ef-b08035703b85?gift=true&claim=abc";

const report = (overrides: Record<string, unknown> = {}) => ({
  place: "render",
  name: "TypeError",
  message: "Cannot read properties of undefined (reading 'map')",
  stack:
    "TypeError: Cannot read properties of undefined (reading 'map')\n    at OptionList (https://pay.example.com/assets/index-abc.js:1:123456)",
  url: pageUrl,
  ...overrides,
});

describe.each(testDatabases())("the error collector on $name", (kind) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await kind.open();
    app = await buildTestApp(database.db, {
      devOutboxActive: true,
      errorReportsPerMinute: 1_000,
      monitoringEnvironment: "staging",
    });
  });
  beforeEach(async () => {
    await database.db.delete(errorReports);
    await database.db.delete(rateLimitCounters);
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const send = (body: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: "POST", url: "/api/errors", payload: body as object, headers });
  const stored = () => database.db.select().from(errorReports);

  it("accepts a report with 202 and keeps it scrubbed, with the release and service", async () => {
    const response = await send(
      report({
        message: "Your code is 123456 for ada@example.com, Bearer abc.def",
        stack: "Error: 4242 4242 4242 4242\n    at f (https://pay.example.com/a.js:1:2)",
      }),
    );

    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: true });
    const [row] = await stored();
    expect(row).toMatchObject({
      source: "page",
      place: "render",
      message: "TypeError: Your code is [code] for [email], Bearer [redacted]",
      stack: "Error: [card]\n    at f (https://pay.example.com/a.js:1:2)",
      url: "https://pay.example.com/7e2c8a7f-690b-4a5c-87ef-b08035703b85",
      release: "v3.27.5",
      service: "pay",
      count: 1,
    });
  });

  it("counts 20 concurrent identical reports on one row", async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => send(report())));

    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(202));
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.count).toBe(20);
  });

  it("keeps different failures apart, and the same failure from another address together", async () => {
    await send(report());
    await send(report({ url: "https://other.example.com/x" }));
    await send(report({ message: "Something else broke" }));

    const rows = await stored();
    expect(rows.map((row) => row.count).sort()).toEqual([1, 2]);
  });

  it.each([
    ["no body at all", undefined, /JSON object describing the error/],
    ["a list", [1, 2], /JSON object describing the error/],
    ["an unknown place", report({ place: "anywhere" }), /place must be one of/],
    ["no name", report({ name: "" }), /name \(the error's kind\) is required/],
    ["a message that is not text", report({ message: 42 }), /message must be text/],
    ["a message too long", report({ message: "m".repeat(1_001) }), /at most 1,000 characters/],
    ["a stack too long", report({ stack: "s".repeat(8_001) }), /at most 8,000 characters/],
    ["a url that is no address", report({ url: "javascript:alert(1)" }), /page's address/],
    [
      "too many breadcrumbs",
      report({
        breadcrumbs: Array.from({ length: 31 }, () => ({
          at: "2026-11-25T00:00:00.000Z",
          category: "ui",
          message: "click",
        })),
      }),
      /At most 30 breadcrumbs/,
    ],
    [
      "a breadcrumb whose date is no date",
      report({ breadcrumbs: [{ at: "yesterday", category: "ui", message: "" }] }),
      /ISO date and time/,
    ],
  ])("refuses %s with a 400 and a sentence", async (_case, body, sentence) => {
    const response = await send(body);

    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe("BAD_REQUEST");
    expect(response.json().message).toMatch(sentence);
    expect(await stored()).toHaveLength(0);
  });

  it("refuses a body over 32 kB with 413", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/api/errors",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(report({ stack: "s".repeat(40_000) })),
    });

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: "PAYLOAD_TOO_LARGE" });
    expect(response.json().message).toEqual(expect.any(String));
  });

  it("refuses a network's reports beyond its allowance per minute with 429", async () => {
    const limited = await buildTestApp(database.db, { errorReportsPerMinute: 3 });
    const from = (ip: string) =>
      limited.inject({ method: "POST", url: "/api/errors", payload: report(), remoteAddress: ip });
    try {
      for (let i = 0; i < 3; i += 1) expect((await from("203.0.113.7")).statusCode).toBe(202);
      const refused = await from("203.0.113.7");
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        error: "TOO_MANY_REQUESTS",
        message: "Too many error reports from this network. Please wait a minute.",
      });
      expect((await from("198.51.100.1")).statusCode).toBe(202);
      expect((await stored())[0]?.count).toBe(4);
    } finally {
      await limited.close();
    }
  });

  it("tells the page to report to the collector, naming the environment, release and service", async () => {
    const response = await app.inject("/api/errors/config");

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sentry_dsn: null,
      environment: "staging",
      release: "v3.27.5",
      service: "pay",
    });
  });

  it("gives the page only the public key of a DSN, and lets the page reach Sentry", async () => {
    const config = loadConfig({ SENTRY_DSN: "https://public:secret@o1.ingest.example.io/42" });
    expect(config.sentryBrowserDsn).toBe("https://public@o1.ingest.example.io/42");
    const withSentry = await buildTestApp(database.db, {
      ...(config.sentryBrowserDsn ? { sentryBrowserDsn: config.sentryBrowserDsn } : {}),
      monitoringEnvironment: config.monitoringEnvironment,
    });
    try {
      const response = await withSentry.inject("/api/errors/config");
      expect(response.json()).toMatchObject({
        sentry_dsn: "https://public@o1.ingest.example.io/42",
        environment: "development",
      });
      expect(response.headers["content-security-policy"]).toMatch(
        /connect-src [^;]*https:\/\/o1\.ingest\.example\.io/,
      );
    } finally {
      await withSentry.close();
    }
  });

  it("lists what it holds at GET /api/dev/errors where the dev outbox is, and nowhere else", async () => {
    await send(report());
    await send(report());

    const listed = await app.inject("/api/dev/errors");
    expect(listed.statusCode).toBe(200);
    expect(listed.json().reports).toEqual([
      expect.objectContaining({ source: "page", place: "render", count: 2, service: "pay" }),
    ]);

    const production = await buildTestApp(database.db, { devOutboxActive: false });
    try {
      expect((await production.inject("/api/dev/errors")).statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it("stores an unexpected server failure once per fingerprint, without the query or body", async () => {
    const failing = await buildTestApp(database.db, { publicUrl: "https://pay.example.com" });
    failing.post("/explode", async () => {
      throw new Error("database said no to claim=abc123 and Bearer xyz");
    });
    try {
      for (let i = 0; i < 2; i += 1) {
        const response = await failing.inject({
          method: "POST",
          url: "/explode?token=secret-token",
          payload: { card: "4242424242424242" },
          headers: { authorization: "Bearer very-secret", cookie: "refresh=r" },
        });
        expect(response.statusCode).toBe(500);
      }
      await expect.poll(async () => (await stored())[0]?.count).toBe(2);
      const [row] = await stored();
      expect(row).toMatchObject({
        source: "server",
        place: "POST /explode",
        message: "Error: database said no to claim=[redacted] and Bearer [redacted]",
        url: "https://pay.example.com/explode",
        release: "v3.27.5",
        service: "pay",
      });
      const everything = JSON.stringify(row);
      for (const secret of ["secret-token", "4242", "very-secret", "refresh=r"]) {
        expect(everything).not.toContain(secret);
      }
    } finally {
      await failing.close();
    }
  });
});
