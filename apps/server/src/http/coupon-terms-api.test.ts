import { randomUUID } from "node:crypto";
import { type Buyer, billingTestKit } from "@creator-checkout/testing/billing-test-kit";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { otherPublisherCatalog, testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { beforeAll, describe, expect, it } from "vitest";
import { importCatalog } from "../domain/catalog/import-catalog";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";

// A coupon's terms change while no order used it, and never after (docs/decisions/174).

const other = otherPublisherCatalog();

describe.each(testDatabases())("a coupon's terms on $name", (kind) => {
  const clock = testClock(new Date("2027-01-31T10:00:00Z"));
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await importCatalog(database, other);
    return buildSignInTestApp(database.db, clock);
  });
  const kit = billingTestKit(demo, clock);
  let key: string;
  let network = 0;

  beforeAll(async () => {
    key = (
      await createPublisherKey(demo.database.db, { username: demoCatalog().publisher.username })
    ).key;
  });

  const call = (method: "POST" | "PATCH", url: string, payload: object) =>
    demo.app.inject({ method, url, headers: { authorization: `Bearer ${key}` }, payload });
  const couponWithCode = async () => {
    const code = `T-${randomUUID().slice(0, 8)}`.toUpperCase();
    const made = await call("POST", "/api/publisher/coupons", { percent_off: 10, code });
    expect(made.statusCode, made.body).toBe(201);
    return { id: made.json().id as string, code };
  };
  const newTerms = (id: string, terms: object) =>
    call("PATCH", `/api/publisher/coupons/${id}`, { terms });
  const buySupporter = async (buyer: Buyer, code: string) =>
    demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${demoIds.supporter}`,
      headers: { ...(await buyer.headers()), "idempotency-key": randomUUID() },
      payload: { promotion_code: code },
      remoteAddress: `198.51.100.${++network}`,
    });

  it("replaces what an unused coupon takes off, for how long and from what", async () => {
    const { id } = await couponWithCode();
    const changed = await newTerms(id, {
      amounts_off: { USD: 300 },
      duration: "repeating",
      duration_in_months: 3,
      product_option_ids: [demoIds.supporter, demoIds.supporter],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      percent_off: null,
      amounts_off: { USD: 300 },
      duration: "repeating",
      duration_in_months: 3,
      product_option_ids: [demoIds.supporter],
    });
  });

  it("refuses terms the coupon rules or another store's options refuse, and writes nothing", async () => {
    const { id } = await couponWithCode();
    const both = await newTerms(id, { percent_off: 5, amounts_off: { USD: 100 } });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toMatch(/Give either percent_off or amounts_off/);
    const foreign = await newTerms(id, {
      percent_off: 5,
      product_option_ids: [other.products[0]?.options[0]?.id],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(
      "Each option in product_option_ids must be one of your own options.",
    );
    const unchanged = await demo.app.inject({
      url: `/api/publisher/coupons/${id}`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(unchanged.json()).toMatchObject({ percent_off: 10, product_option_ids: null });
  });

  it("keeps the terms of a coupon an order used, while its name may still change", async () => {
    const { id, code } = await couponWithCode();
    const bought = await buySupporter(await kit.buyer(), code);
    expect(bought.json()).toMatchObject({ status: "paid", amount: 1800 });
    const refused = await newTerms(id, { percent_off: 50 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: "COUPON_USED",
      message:
        "This coupon has been used, so what it takes off stays as its buyers were given it. Make another coupon for other terms.",
    });
    const renamed = await call("PATCH", `/api/publisher/coupons/${id}`, { name: "Spring" });
    expect(renamed.json()).toMatchObject({ name: "Spring", percent_off: 10 });
  });

  it("charges what the coupon says when it was used, however a change of terms races the purchase", async () => {
    for (let round = 0; round < 4; round += 1) {
      const { id, code } = await couponWithCode();
      const buyer = await kit.buyer();
      const [bought, changed] = await Promise.all([
        buySupporter(buyer, code),
        newTerms(id, { amounts_off: { USD: 300 } }),
      ]);
      expect(bought.statusCode, bought.body).toBe(200);
      // The change came first and the order has its terms, or the order came first and the
      // change was refused.
      if (changed.statusCode === 200) expect(bought.json().amount).toBe(1700);
      else {
        expect(changed.statusCode).toBe(409);
        expect(bought.json().amount).toBe(1800);
      }
    }
  });
});
