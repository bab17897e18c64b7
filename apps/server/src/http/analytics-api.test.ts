import { pageViewEvent } from "@creator-checkout/testing/analytics-events";
import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { beforeEach, describe, expect, it } from "vitest";
import { analyticsEvents, analyticsForwarding } from "../db/schema";

const PAGE_ORIGIN = "http://checkout.test";

function postEvents(app: FastifyInstance, body: unknown, remoteAddress = "198.51.100.7") {
  return app.inject({
    method: "POST",
    url: "/api/metrics/extract",
    headers: { "content-type": "application/json", origin: PAGE_ORIGIN },
    payload: typeof body === "string" ? body : JSON.stringify(body),
    remoteAddress,
  });
}

function expectRefusal(
  response: { statusCode: number; json(): unknown },
  status: number,
  sentence: RegExp,
) {
  expect(response.statusCode).toBe(status);
  const body = response.json() as { error: string; message: string };
  expect(body.message).toMatch(sentence);
  expect(body.message).toMatch(/\.$/);
}

describe.each(testDatabases())("POST /api/metrics/extract on $name", (kind) => {
  const context = onDemoDatabase(kind, ({ database }) =>
    buildTestApp(database.db, {
      analyticsRateLimitPerMinute: 100_000,
      apiRateLimitPerMinute: 100_000,
    }),
  );
  const count = async () =>
    (await context.database.db.select({ n: sql<number>`count(*)::int` }).from(analyticsEvents))[0]
      ?.n;

  beforeEach(async () => {
    await context.database.db.delete(analyticsEvents);
  });

  it("stores a page view with its columns and only the schema's other fields", async () => {
    const event = pageViewEvent();
    const response = await postEvents(context.app, event);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ accepted: 1 });
    const [row] = await context.database.db.select().from(analyticsEvents);
    expect(row).toMatchObject({
      type: "pay:page_view",
      publisher_id: event.publisher_id,
      session_id: event.session_id,
      user_id: null,
      conversation_id: "conv-42",
      product_option_id: event.product_option_id,
      campaign_name: "spring",
      campaign_source: "newsletter",
      campaign_medium: null,
    });
    // No client address, no headers: only what the schema names (docs/decisions/041).
    expect(Object.keys(row?.properties ?? {}).sort()).toEqual(
      ["height", "locale", "path", "referrer", "title", "url", "width"].sort(),
    );
    expect(JSON.stringify(row)).not.toContain("198.51.100.7");
  });

  it("stores a batch of 50 and a payment's fields in properties", async () => {
    const payment = {
      ...pageViewEvent({
        type: "pay:user_payment",
        user_id: "5f2d6a3c-1b4e-4f8a-9c7d-3e2b1a0f9c8e",
      }),
      user_state_id: "order-1",
      product_type: "subscription",
      custom_price: null,
    };
    const batch = [payment, ...Array.from({ length: 49 }, () => pageViewEvent())];
    const response = await postEvents(context.app, batch);
    expect(response.statusCode).toBe(202);
    expect(await count()).toBe(50);
    const [stored] = await context.database.db
      .select()
      .from(analyticsEvents)
      .where(sql`${analyticsEvents.type} = 'pay:user_payment'`);
    expect(stored?.properties).toMatchObject({
      product_type: "subscription",
      currency: "USD",
      custom_price: null,
      user_state_id: "order-1",
    });
  });

  it("queues nothing for forwarding when no collector is configured", async () => {
    await postEvents(context.app, pageViewEvent());
    expect(await context.database.db.select().from(analyticsForwarding)).toEqual([]);
  });

  it.each([
    ["a body that is not JSON", "{", 400, /not valid JSON/],
    ["null", "null", 400, /one analytics event or a list/],
    ["a number", "12", 400, /one analytics event or a list/],
    ["an empty list", [], 400, /list of events is empty/],
    [
      "51 events",
      Array.from({ length: 51 }, () => pageViewEvent()),
      400,
      /at most 50 events; this one has 51/,
    ],
    [
      "an unknown event type",
      pageViewEvent({ type: "pay:refund" }),
      400,
      /"type" must be one of pay:page_view/,
    ],
    ["no type", pageViewEvent({ type: undefined }), 400, /"type" must be one of/],
    ["the default context", pageViewEvent({ context: "gadget" }), 400, /"context"/],
    ["a width that is text", pageViewEvent({ width: "wide" }), 400, /"width"/],
    ["a relative url", pageViewEvent({ url: "/x" }), 400, /"url"/],
    [
      "a session id that is not a uuid v4",
      pageViewEvent({ session_id: "abc" }),
      400,
      /"session_id"/,
    ],
    ["no campaign", pageViewEvent({ campaign: undefined }), 400, /"campaign"/],
    [
      "a field the schema lacks",
      pageViewEvent({ ip: "203.0.113.1" }),
      400,
      /The event is not valid/,
    ],
    [
      "a bad event in a list",
      [pageViewEvent(), pageViewEvent({ url: 7 })],
      400,
      /Event 2 is not valid: "url"/,
    ],
    ["prototype pollution", '{"__proto__":{"admin":true}}', 400, /not valid/],
  ])("refuses %s with a sentence and stores nothing", async (_case, body, status, sentence) => {
    expectRefusal(await postEvents(context.app, body), status, sentence);
    expect(await count()).toBe(0);
  });

  it("refuses a body over the size limit with 413", async () => {
    const huge = Array.from({ length: 50 }, () =>
      pageViewEvent({ title: "t".repeat(300), url: `https://x.example/${"p".repeat(1_900)}` }),
    );
    const response = await postEvents(context.app, huge);
    expect(response.statusCode).toBe(413);
    expect((response.json() as { message: string }).message).toMatch(/too large/i);
  });

  it("refuses an event sent as plain text, which a page of ours never sends", async () => {
    const response = await context.app.inject({
      method: "POST",
      url: "/api/metrics/extract",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify(pageViewEvent()),
    });
    expectRefusal(response, 400, /one analytics event or a list/);
    expect(await count()).toBe(0);
  });

  it("answers the page's own origin for CORS and no other", async () => {
    const preflight = (origin: string) =>
      context.app.inject({
        method: "OPTIONS",
        url: "/api/metrics/extract",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type",
        },
      });
    const own = await preflight(PAGE_ORIGIN);
    expect(own.statusCode).toBe(204);
    expect(own.headers["access-control-allow-origin"]).toBe(PAGE_ORIGIN);
    expect(own.headers["access-control-allow-methods"]).toBe("POST");
    expect(String(own.headers["access-control-allow-headers"])).toContain("content-type");
    const foreign = await preflight("https://evil.example");
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
    const posted = await postEvents(context.app, pageViewEvent());
    expect(posted.headers["access-control-allow-origin"]).toBe(PAGE_ORIGIN);
    expect(posted.headers.vary).toContain("Origin");
  });

  it("stores all 50,000 events sent by 40 concurrent clients, exactly once each", async () => {
    const requests = 1_000;
    const clients = 40;
    let next = 0;
    const statuses: number[] = [];
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < requests) {
          next += 1;
          const batch = Array.from({ length: 50 }, () => pageViewEvent());
          statuses.push((await postEvents(context.app, batch)).statusCode);
        }
      }),
    );
    expect(statuses.filter((status) => status !== 202)).toEqual([]);
    expect(await count()).toBe(50_000);
    const [distinct] = await context.database.db
      .select({ n: sql<number>`count(distinct ${analyticsEvents.session_id})::int` })
      .from(analyticsEvents);
    expect(distinct?.n).toBe(50_000);
  }, 240_000);
});

describe.each(testDatabases())("the extract endpoint's rate limit on $name", (kind) => {
  const context = onDemoDatabase(kind, ({ database }) =>
    buildTestApp(database.db, { analyticsRateLimitPerMinute: 3 }),
  );

  it("refuses a fourth request in a minute from one address, but not another address's", async () => {
    for (let i = 0; i < 3; i += 1) {
      expect((await postEvents(context.app, pageViewEvent(), "203.0.113.10")).statusCode).toBe(202);
    }
    expectRefusal(
      await postEvents(context.app, pageViewEvent(), "203.0.113.10"),
      429,
      /Too many requests/,
    );
    expect((await postEvents(context.app, pageViewEvent(), "203.0.113.11")).statusCode).toBe(202);
  });

  it("does not believe a forged X-Forwarded-For", async () => {
    const forged = (n: number) =>
      context.app.inject({
        method: "POST",
        url: "/api/metrics/extract",
        headers: { "content-type": "application/json", "x-forwarded-for": `192.0.2.${n}` },
        payload: JSON.stringify(pageViewEvent()),
        remoteAddress: "203.0.113.20",
      });
    const statuses = [];
    for (let n = 0; n < 4; n += 1) statuses.push((await forged(n)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});
