import { randomUUID } from "node:crypto";
import type { FunnelReport } from "@creator-checkout/core/api";
import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { otherPublisherCatalog, testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import { analyticsEvents } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";
import { DASHBOARD_READS_PER_MINUTE } from "../domain/dashboard/dashboard-limits";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import { revokePublisherKey } from "../domain/publisher-keys/revoke-publisher-key";

type EventRow = typeof analyticsEvents.$inferInsert;
const demoUsername = demoCatalog().publisher.username;
const other = otherPublisherCatalog();
const at = (iso: string) => new Date(iso);

/** Events of one session, each `[type, received at, more columns]`. */
function session(
  publisherId: string | null,
  events: Array<[EventRow["type"], string, Partial<EventRow>?]>,
): EventRow[] {
  const sessionId = randomUUID();
  return events.map(([type, receivedAt, more]) => ({
    type,
    received_at: at(receivedAt),
    publisher_id: publisherId,
    session_id: sessionId,
    ...more,
  }));
}

const spring = {
  campaign_name: "spring",
  campaign_source: "newsletter",
  campaign_medium: "email",
};
const vital = (name: string, value: unknown, receivedAt: string, publisherId: string) =>
  session(publisherId, [
    ["pay:web_vital", receivedAt, { properties: { name, value, rating: "good" } }],
  ]);

/** What happened at the demo publisher in the first week of March 2027, and around it. */
function demoWeek(publisherId: string): EventRow[] {
  const monthly = { product_option_id: demoIds.monthly };
  const yearly = { product_option_id: demoIds.yearly };
  return [
    // Viewed, signed in and paid in two minutes, from the spring campaign.
    ...session(publisherId, [
      ["pay:page_view", "2027-03-01T10:00:00Z", { ...monthly, ...spring }],
      ["pay:user_login", "2027-03-01T10:01:00Z", { ...monthly, ...spring }],
      ["pay:user_payment", "2027-03-01T10:02:00Z", { ...monthly, ...spring }],
    ]),
    // Ten minutes from view to payment.
    ...session(publisherId, [
      ["pay:page_view", "2027-03-02T09:00:00Z", yearly],
      ["pay:user_login", "2027-03-02T09:05:00Z"],
      ["pay:user_payment", "2027-03-02T09:10:00Z", yearly],
    ]),
    // Signed in and left.
    ...session(publisherId, [
      ["pay:page_view", "2027-03-02T12:00:00Z"],
      ["pay:user_login", "2027-03-02T12:01:00Z"],
    ]),
    // Looked twice, did nothing.
    ...session(publisherId, [
      ["pay:page_view", "2027-03-03T08:00:00Z"],
      ["pay:page_view", "2027-03-03T08:30:00Z"],
    ]),
    // Came back already signed in and paid after four minutes.
    ...session(publisherId, [
      ["pay:page_view", "2027-03-04T08:00:00Z", monthly],
      ["pay:user_payment", "2027-03-04T08:04:00Z", monthly],
    ]),
    // A payment whose page view is not in the range.
    ...session(publisherId, [["pay:user_payment", "2027-03-05T07:00:00Z"]]),
    // The last moment of the range.
    ...session(publisherId, [["pay:page_view", "2027-03-07T23:59:59.999Z"]]),
    // Just outside it, on both sides.
    ...session(publisherId, [
      ["pay:page_view", "2027-02-28T23:59:59.999Z"],
      ["pay:user_payment", "2027-02-28T23:59:59.999Z"],
    ]),
    ...session(publisherId, [["pay:page_view", "2027-03-08T00:00:00Z"]]),
    ...vital("LCP", 1000, "2027-03-01T10:00:01Z", publisherId),
    ...vital("LCP", 2000, "2027-03-02T10:00:01Z", publisherId),
    ...vital("LCP", 3000, "2027-03-03T10:00:01Z", publisherId),
    ...vital("LCP", 4000, "2027-03-04T10:00:01Z", publisherId),
    ...vital("CLS", 0.05, "2027-03-01T10:00:01Z", publisherId),
    ...[100, 200, 300, 400, 5000].flatMap((ms) =>
      vital("TTFB", ms, "2027-03-02T10:00:01Z", publisherId),
    ),
    // Neither a vital the dashboard reports nor a number.
    ...vital("FCP", 100, "2027-03-02T10:00:01Z", publisherId),
    ...vital("LCP", "fast", "2027-03-02T10:00:01Z", publisherId),
  ];
}

/** Busy days at someone else, and events that named no publisher: never the demo's. */
function othersWeek(otherId: string): EventRow[] {
  return [
    ...Array.from({ length: 5 }, () =>
      session(otherId, [
        [
          "pay:page_view",
          "2027-03-02T10:00:00Z",
          { product_option_id: demoIds.monthly, ...spring },
        ],
        ["pay:user_login", "2027-03-02T10:00:30Z"],
        ["pay:user_payment", "2027-03-02T10:00:40Z", { product_option_id: demoIds.monthly }],
      ]),
    ).flat(),
    ...session(null, [
      ["pay:page_view", "2027-03-02T10:00:00Z"],
      ["pay:user_payment", "2027-03-02T10:01:00Z"],
    ]),
    ...vital("LCP", 99_999, "2027-03-02T10:00:01Z", otherId),
  ];
}

async function insertEvents(db: Db, rows: EventRow[]) {
  if (rows.length > 0) await db.insert(analyticsEvents).values(rows);
}

describe.each(testDatabases())("the creator's funnel dashboard, on $name", (kind) => {
  const clock = testClock(new Date("2027-03-10T09:00:00Z"));
  const keys = { demo: "", other: "", revoked: "" };
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await importCatalog(database, other);
    const { db } = database;
    keys.demo = (await createPublisherKey(db, { username: demoUsername })).key;
    keys.other = (await createPublisherKey(db, { username: other.publisher.username })).key;
    const revoked = await createPublisherKey(db, { username: demoUsername });
    await revokePublisherKey(db, { id: revoked.keyId, now: clock.now() });
    keys.revoked = revoked.key;
    await insertEvents(db, demoWeek(demoIds.publisher));
    await insertEvents(db, othersWeek(other.publisher.id));
    return buildTestApp(db, { clock });
  });

  // Each request from an address of its own, so the per-network limit stays out of the way.
  const funnel = (
    query: string,
    authorization: string | null = `Bearer ${keys.demo}`,
    username = demoUsername,
    remoteAddress = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  ) =>
    demo.app.inject({
      method: "GET",
      url: `/api/dashboard/${encodeURIComponent(username)}/funnel${query}`,
      headers: authorization === null ? {} : { authorization },
      remoteAddress,
    });

  it("counts the publisher's own events per day, option and campaign, exactly", async () => {
    const response = await funnel("?from=2027-03-01&to=2027-03-07");
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<FunnelReport>();
    expect(report.publisher.username).toBe(demoUsername);
    expect(report).toMatchObject({ from: "2027-03-01", to: "2027-03-07", time_zone: "UTC" });
    expect(report.totals).toEqual({ views: 7, sign_ins: 3, payments: 4 });
    expect(report.days).toEqual([
      { date: "2027-03-01", views: 1, sign_ins: 1, payments: 1 },
      { date: "2027-03-02", views: 2, sign_ins: 2, payments: 1 },
      { date: "2027-03-03", views: 2, sign_ins: 0, payments: 0 },
      { date: "2027-03-04", views: 1, sign_ins: 0, payments: 1 },
      { date: "2027-03-05", views: 0, sign_ins: 0, payments: 1 },
      { date: "2027-03-06", views: 0, sign_ins: 0, payments: 0 },
      { date: "2027-03-07", views: 1, sign_ins: 0, payments: 0 },
    ]);
    const monthlyOption = demoCatalog()
      .products.flatMap((product) =>
        product.options.map((option) => ({ product: product.title, option })),
      )
      .find(({ option }) => option.id === demoIds.monthly);
    expect(report.options).toEqual([
      {
        product_option_id: null,
        option_title: null,
        product_title: null,
        views: 4,
        sign_ins: 2,
        payments: 1,
      },
      {
        product_option_id: demoIds.monthly,
        option_title: monthlyOption?.option.title,
        product_title: monthlyOption?.product,
        views: 2,
        sign_ins: 1,
        payments: 2,
      },
      expect.objectContaining({
        product_option_id: demoIds.yearly,
        views: 1,
        sign_ins: 0,
        payments: 1,
      }),
    ]);
    expect(report.campaigns).toEqual([
      { name: null, source: null, medium: null, views: 6, sign_ins: 2, payments: 3 },
      { name: "spring", source: "newsletter", medium: "email", views: 1, sign_ins: 1, payments: 1 },
    ]);
  });

  it("converts by distinct session, a payment counting as signed in", async () => {
    const report = (await funnel("?from=2027-03-01&to=2027-03-07")).json<FunnelReport>();
    expect(report.conversion).toEqual({
      viewed: 6,
      signed_in: 4,
      paid: 3,
      view_to_sign_in: 4 / 6,
      sign_in_to_payment: 3 / 4,
      view_to_payment: 3 / 6,
    });
    // Two, four and ten minutes from first view to payment.
    expect(report.time_to_pay).toEqual({ median_seconds: 240, sessions: 3 });
    expect(report.web_vitals).toEqual([
      { name: "LCP", p75: 3250, count: 4, rating: "needs-improvement" },
      { name: "INP", p75: null, count: 0, rating: null },
      { name: "CLS", p75: 0.05, count: 1, rating: "good" },
      { name: "TTFB", p75: 400, count: 5, rating: "good" },
    ]);
  });

  it("shows the other publisher only its own events, with its own key", async () => {
    const response = await funnel(
      "?from=2027-03-01&to=2027-03-07",
      `Bearer ${keys.other}`,
      other.publisher.username,
    );
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<FunnelReport>();
    expect(report.totals).toEqual({ views: 5, sign_ins: 5, payments: 5 });
    expect(report.conversion.paid).toBe(5);
    expect(report.web_vitals[0]).toMatchObject({ name: "LCP", p75: 99_999, count: 1 });
  });

  it("answers an empty range with zeros and no figures to divide", async () => {
    const report = (await funnel("?from=2026-01-01&to=2026-01-02")).json<FunnelReport>();
    expect(report.totals).toEqual({ views: 0, sign_ins: 0, payments: 0 });
    expect(report.days).toHaveLength(2);
    expect(report.options).toEqual([]);
    expect(report.conversion.view_to_sign_in).toBeNull();
    expect(report.time_to_pay).toEqual({ median_seconds: null, sessions: 0 });
  });

  it("reads the last 30 days, today included, when no range is asked for", async () => {
    const report = (await funnel("")).json<FunnelReport>();
    expect(report).toMatchObject({ from: "2027-02-09", to: "2027-03-10" });
    expect(report.days).toHaveLength(30);
    expect(report.totals.views).toBe(9);
  });

  it.each([
    ["no authorization", null, /A publisher key is required/],
    [
      "a wrong key",
      "Bearer ccpk_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
      /not valid or has been revoked/,
    ],
    ["not a key at all", "Bearer wrong", /not valid or has been revoked/],
    ["another scheme", "Basic YTpi", /not valid or has been revoked/],
    ["an empty bearer", "Bearer ", /not valid or has been revoked/],
    ["SQL for a key", "Bearer ' OR 1=1 --", /not valid or has been revoked/],
  ])("refuses %s with 401", async (_name, authorization, message) => {
    const response = await funnel("?from=2027-03-01&to=2027-03-07", authorization);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      error: "UNAUTHORIZED",
      message: expect.stringMatching(message),
    });
  });

  it("refuses a malformed key as a key, also beside the store's publisherid header", async () => {
    const response = await demo.app.inject({
      method: "GET",
      url: `/api/dashboard/${demoUsername}/funnel?from=2027-03-01&to=2027-03-07`,
      headers: {
        authorization: "Bearer ccpk_this-is-not-a-key-anyone-was-ever-given-00",
        publisherid: demoCatalog().publisher.id,
      },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/not valid or has been revoked/);
  });

  it("refuses a revoked key and a key with a character changed", async () => {
    const revoked = await funnel("?from=2027-03-01&to=2027-03-07", `Bearer ${keys.revoked}`);
    expect(revoked.statusCode).toBe(401);
    const last = keys.demo.at(-1) === "A" ? "B" : "A";
    const changed = await funnel(
      "?from=2027-03-01&to=2027-03-07",
      `Bearer ${keys.demo.slice(0, -1)}${last}`,
    );
    expect(changed.statusCode).toBe(401);
    const padded = await funnel("?from=2027-03-01&to=2027-03-07", `Bearer ${keys.demo}x`);
    expect(padded.statusCode).toBe(401);
  });

  it("refuses another publisher's key with 403, whichever publisher is named", async () => {
    for (const username of [demoUsername, "nobody-by-this-name"]) {
      const response = await funnel(
        "?from=2027-03-01&to=2027-03-07",
        `Bearer ${keys.other}`,
        username,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        error: "FORBIDDEN",
        message: "This publisher key belongs to another publisher.",
      });
      expect(response.body).not.toContain("views");
    }
  });

  it.each([
    ["?from=2027-02-30&to=2027-03-07", /from must be a date such as/],
    ["?from=2027-3-1&to=2027-03-07", /from must be a date such as/],
    ["?from=2027-03-01&to=tomorrow", /to must be a date such as/],
    ["?from=2027-03-08&to=2027-03-07", /from must be on or before to/],
    ["?from=2026-03-01&to=2027-03-02", /at most 366 days; this one spans 367/],
    ["?from=2027-03-01", /Give both from and to/],
    ["?to=2027-03-01", /Give both from and to/],
    ["?from=2027-03-01T00:00:00Z&to=2027-03-07", /from must be a date such as/],
  ])("refuses the range %s with a sentence", async (query, message) => {
    const response = await funnel(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: "BAD_REQUEST",
      message: expect.stringMatching(message),
    });
  });

  it.each([
    "' OR 1=1 --",
    "a\u0000b",
    "x".repeat(5_000),
    "%00",
    "😀",
    "2027-03-01' --",
    "../../etc/passwd",
  ])("answers the hostile value %j in the range and the address with a sentence", async (value) => {
    const encoded = encodeURIComponent(value);
    for (const [query, username] of [
      [`?from=${encoded}&to=2027-03-07`, demoUsername],
      [`?from=2027-03-01&to=${encoded}`, demoUsername],
      [`?from=${encoded}&to=${encoded}`, demoUsername],
      ["?from=2027-03-01&to=2027-03-07", value],
      [`?from=2027-03-01&to=2027-03-07&from=${encoded}`, demoUsername],
    ] as const) {
      const response = await funnel(query, `Bearer ${keys.demo}`, username);
      expect(response.statusCode, `${query} ${username}`).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toMatch(/\S/);
    }
  });

  it("lets the publisher's own key preview its pages, and no other", async () => {
    const preview = (authorization: string | null, username = demoUsername) =>
      demo.app.inject({
        method: "GET",
        url: `/api/dashboard/${encodeURIComponent(username)}/preview`,
        headers: authorization === null ? {} : { authorization },
        remoteAddress: `10.2.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      });
    const own = await preview(`Bearer ${keys.demo}`);
    expect(own.statusCode).toBe(204);
    expect(own.body).toBe("");
    expect((await preview(`Bearer ${keys.other}`)).statusCode).toBe(403);
    expect((await preview(`Bearer ${keys.revoked}`)).statusCode).toBe(401);
    expect((await preview(null)).statusCode).toBe(401);
    expect((await preview(`Bearer ${keys.demo}`, "nobody-by-this-name")).statusCode).toBe(403);
  });

  it("reads a whole 366-day range", async () => {
    const response = await funnel("?from=2026-03-08&to=2027-03-08");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<FunnelReport>().days).toHaveLength(366);
  });

  it("slows a network down after a minute's worth of reads", async () => {
    const address = "10.99.0.1";
    const answers: number[] = [];
    for (let i = 0; i < DASHBOARD_READS_PER_MINUTE; i++) {
      answers.push(
        (await funnel("?from=2027-03-01&to=2027-03-01", null, demoUsername, address)).statusCode,
      );
    }
    expect(new Set(answers)).toEqual(new Set([401]));
    const limited = await funnel(
      "?from=2027-03-01&to=2027-03-01",
      `Bearer ${keys.demo}`,
      demoUsername,
      address,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/wait a minute/);
    clock.advance(61);
    const later = await funnel(
      "?from=2027-03-01&to=2027-03-01",
      `Bearer ${keys.demo}`,
      demoUsername,
      address,
    );
    expect(later.statusCode).toBe(200);
  });
});

describe.each(testDatabases())("the funnel's figures, case by case, on $name", (kind) => {
  const keys = { demo: "" };
  const demo = onDemoDatabase(kind, async ({ database }) => {
    keys.demo = (await createPublisherKey(database.db, { username: demoUsername })).key;
    const rows: EventRow[] = [];
    medianCases.forEach(([, seconds], index) => {
      const day = dayOf(index);
      for (const wait of seconds) {
        rows.push(
          ...session(demoIds.publisher, [
            ["pay:page_view", `${day}T12:00:00Z`],
            [
              "pay:user_payment",
              new Date(Date.parse(`${day}T12:00:00Z`) + wait * 1000).toISOString(),
            ],
          ]),
        );
      }
    });
    p75Cases.forEach(([, values], index) => {
      for (const value of values)
        rows.push(...vital("INP", value, `${dayOf(100 + index)}T12:00:00Z`, demoIds.publisher));
    });
    await insertEvents(database.db, rows);
    return buildTestApp(database.db);
  });

  const report = async (day: string) => {
    const response = await demo.app.inject({
      method: "GET",
      url: `/api/dashboard/${demoUsername}/funnel?from=${day}&to=${day}`,
      headers: { authorization: `Bearer ${keys.demo}` },
      remoteAddress: `10.2.0.${Math.floor(Math.random() * 250)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<FunnelReport>();
  };

  it.each(medianCases.map((testCase, index) => [...testCase, index] as const))(
    "the median time to pay of %s",
    async (_name, _seconds, median, index) => {
      expect((await report(dayOf(index))).time_to_pay.median_seconds).toBe(median);
    },
  );

  it.each(p75Cases.map((testCase, index) => [...testCase, index] as const))(
    "the p75 of %s",
    async (_name, _values, p75, rating, index) => {
      const inp = (await report(dayOf(100 + index))).web_vitals.find((v) => v.name === "INP");
      expect(inp).toMatchObject({ p75, rating });
    },
  );
});

const dayOf = (index: number) =>
  new Date(Date.parse("2028-01-01T00:00:00Z") + index * 86_400_000).toISOString().slice(0, 10);

// Waits from first view to payment, in seconds, and their median (halfway between the middle two).
const medianCases: Array<[string, number[], number | null]> = [
  ["one payment", [75], 75],
  ["two payments", [60, 120], 90],
  ["an odd count", [30, 10, 20], 20],
  ["an even count with an outlier", [10, 20, 30, 3_600], 25],
  ["an instant payment", [0], 0],
  ["no payments", [], null],
];

// INP values in ms, their p75 (interpolated like percentile_cont) and how it rates.
const p75Cases: Array<[string, number[], number | null, string | null]> = [
  ["a single visit", [120], 120, "good"],
  ["four visits", [100, 200, 300, 400], 325, "needs-improvement"],
  ["five visits", [100, 200, 300, 400, 500], 400, "needs-improvement"],
  ["a good threshold exactly", [200, 200, 200, 200], 200, "good"],
  ["a poor tail", [100, 600, 700, 800], 725, "poor"],
  ["no visits", [], null, null],
];
