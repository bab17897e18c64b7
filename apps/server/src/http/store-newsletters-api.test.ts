import { randomUUID } from "node:crypto";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { otherPublisherCatalog, testClock } from "@creator-checkout/testing/sign-in-helpers";
import { signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { newsletters } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";

// A store's newsletters made and changed through the API (docs/decisions/180).

type Entry = {
  newsletter: { id: string; name: string; enabled: boolean; [field: string]: unknown };
  version: string;
  subscribers: number;
};

const newNewsletter = (id = randomUUID()) => ({
  id,
  name: "Kiln diary",
  description: "What came out of the kiln this week.",
  type: "free",
  newsletter_order: 9,
});

describe.each(testDatabases())("a store's newsletters on $name", (kind) => {
  const clock = testClock(new Date("2027-02-01T10:00:00Z"));
  const other = otherPublisherCatalog();
  const { username } = demoCatalog().publisher;
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await importCatalog(database, other);
    return buildSignInTestApp(database.db, clock);
  });
  const keys = { read: "", write: "", otherWrite: "" };

  beforeAll(async () => {
    const { db } = demo.database;
    keys.read = (await createPublisherKey(db, { username, scope: "read" })).key;
    keys.write = (await createPublisherKey(db, { username, scope: "write" })).key;
    keys.otherWrite = (
      await createPublisherKey(db, { username: other.publisher.username, scope: "write" })
    ).key;
  });

  const save = (
    newsletter: { id: string; [field: string]: unknown },
    version: string | null,
    key = keys.write,
  ) =>
    demo.app.inject({
      method: "PUT",
      url: `/api/publisher/newsletters/${newsletter.id}`,
      headers: { authorization: `Bearer ${key}` },
      payload: { version, newsletter },
    });
  const list = async (key = keys.read) => {
    const response = await demo.app.inject({
      url: "/api/publisher/newsletters",
      headers: { authorization: `Bearer ${key}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { newsletters: Entry[] }).newsletters;
  };
  const read = async (id: string) => {
    const found = (await list()).find((entry) => entry.newsletter.id === id);
    if (!found) throw new Error(`newsletter ${id} is not listed`);
    return found;
  };
  /** The newsletters the checkout page offers with the membership. */
  const offered = async () => {
    const response = await demo.app.inject({
      method: "POST",
      url: "/api/query",
      payload: {
        query: `query($id: ID!) { product(product_option_id: $id) { newsletters { id name } } }`,
        variables: { id: demoIds.monthly },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().data.product.newsletters as Array<{ id: string }>).map((n) => n.id);
  };
  const nameProduct = async (newsletterId: string) => {
    const products = await demo.app.inject({
      url: "/api/publisher/products",
      headers: { authorization: `Bearer ${keys.read}` },
    });
    const entry = products
      .json()
      .products.find((e: { product: { id: string } }) => e.product.id === demoIds.membership);
    const product = {
      ...entry.product,
      newsletter_ids: [...entry.product.newsletter_ids, newsletterId],
    };
    return demo.app.inject({
      method: "PUT",
      url: `/api/publisher/products/${demoIds.membership}`,
      headers: { authorization: `Bearer ${keys.write}` },
      payload: { version: entry.version, product },
    });
  };

  it("lists the catalog's newsletters in the checkout's order, with versions and subscribers", async () => {
    const listed = await list();
    expect(listed.map((entry) => entry.newsletter.name)).toEqual(
      demoCatalog().newsletters.map((newsletter) => newsletter.name),
    );
    for (const entry of listed) expect(entry.version).toMatch(/^[\w-]{22}$/);
    const weekly = listed[0]?.newsletter.id as string;
    const { headers } = await signedInBuyer(demo.app, demo.database.db);
    const subscribed = await demo.app.inject({
      method: "POST",
      url: "/api/newsletters/subscribe",
      headers,
      payload: { newsletters: [weekly], only_add_newsletters: true, sync: true },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    expect((await read(weekly)).subscribers).toBe(1);
  });

  it("makes a newsletter a product then offers at once, and stops offering it when turned off", async () => {
    const newsletter = newNewsletter();
    const made = await save(newsletter, null);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toEqual(await read(newsletter.id));
    expect(made.json().newsletter).toMatchObject({ ...newsletter, enabled: true });
    expect((await nameProduct(newsletter.id)).statusCode).toBe(200);
    expect(await offered()).toContain(newsletter.id);

    const { version } = await read(newsletter.id);
    const off = await save({ ...newsletter, enabled: false }, version);
    expect(off.statusCode, off.body).toBe(200);
    expect(await offered()).not.toContain(newsletter.id);
    expect((await read(newsletter.id)).newsletter.enabled).toBe(false);
  });

  it("refuses what the catalog file refuses, with its sentences, and writes nothing", async () => {
    const id = randomUUID();
    const cases = [
      { newsletter: { ...newNewsletter(id), name: "" }, message: /name/ },
      { newsletter: { ...newNewsletter(id), type: "weekly" }, message: /type/ },
      {
        newsletter: { ...newNewsletter(id), description: "x".repeat(2001) },
        message: /description/,
      },
      { newsletter: { ...newNewsletter(id), newsletter_order: 1.5 }, message: /newsletter_order/ },
    ];
    for (const { newsletter, message } of cases) {
      const refused = await save(newsletter, null);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().message).toMatch(message);
    }
    const elsewhere = await demo.app.inject({
      method: "PUT",
      url: `/api/publisher/newsletters/${randomUUID()}`,
      headers: { authorization: `Bearer ${keys.write}` },
      payload: { version: null, newsletter: newNewsletter(id) },
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().message).toBe("The newsletter's id must be the one its address names.");
    const hostile = await save({ ...newNewsletter(id), publisher_id: other.publisher.id }, null);
    expect(hostile.statusCode).toBe(200);
    const [row] = await demo.database.db.select().from(newsletters).where(eq(newsletters.id, id));
    expect(row?.publisher_id).toBe(demoIds.publisher);
  });

  it("never takes another store's newsletter, made anew or changed", async () => {
    const theirs = newNewsletter();
    expect((await save(theirs, null, keys.otherWrite)).statusCode).toBe(200);
    const taken = await save({ ...theirs, name: "Mine now" }, null);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: "CATALOG_CONFLICT" });
    const changed = await save({ ...theirs, name: "Mine now" }, "any-version");
    expect(changed.statusCode).toBe(404);
    const [row] = await demo.database.db
      .select()
      .from(newsletters)
      .where(eq(newsletters.id, theirs.id));
    expect(row).toMatchObject({ name: "Kiln diary", publisher_id: other.publisher.id });
  });

  it("lets a key that may only read read, and not change; a forged key neither", async () => {
    const newsletter = newNewsletter();
    expect((await save(newsletter, null, keys.read)).statusCode).toBe(403);
    expect((await save(newsletter, null, "ccpk_forged")).statusCode).toBe(401);
    const forgedRead = await demo.app.inject({
      url: "/api/publisher/newsletters",
      headers: { authorization: "Bearer ccpk_forged" },
    });
    expect(forgedRead.statusCode).toBe(401);
  });

  it("writes one of sixty changes made from one reading, and one of sixty makings of one id", async () => {
    const newsletter = newNewsletter();
    await save(newsletter, null);
    const { version } = await read(newsletter.id);
    const changes = await Promise.all(
      Array.from({ length: 60 }, (_, n) => save({ ...newsletter, name: `Take ${n}` }, version)),
    );
    const statuses = changes.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(59);
    expect(changes.find((r) => r.statusCode === 409)?.json()).toMatchObject({
      error: "NEWSLETTER_CHANGED",
    });
    const winner = changes.find((r) => r.statusCode === 200)?.json().newsletter.name;
    expect((await read(newsletter.id)).newsletter.name).toBe(winner);

    const id = randomUUID();
    const makings = await Promise.all(
      Array.from({ length: 60 }, (_, n) => save({ ...newNewsletter(id), name: `Make ${n}` }, null)),
    );
    expect(makings.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of makings) expect(response.statusCode).toBeLessThan(500);
    const rows = await demo.database.db.select().from(newsletters).where(eq(newsletters.id, id));
    expect(rows).toHaveLength(1);
  });
});
