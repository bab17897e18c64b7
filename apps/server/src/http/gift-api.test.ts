import { randomBytes, randomUUID } from "node:crypto";
import type { GiftView, PurchaseHistory } from "@creator-checkout/core/api";
import { type Buyer, billingTestKit } from "@creator-checkout/testing/billing-test-kit";
import { buildSignInTestApp, buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { otherPublisherCatalog, testClock } from "@creator-checkout/testing/sign-in-helpers";
import { signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { and, count, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gifts, orders, outgoingMessages, testProcessorCharges } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";
import { pruneExpiredRows } from "../domain/housekeeping/prune-expired-rows";
import { createTestProcessorGateway } from "../payments/test-processor/create-test-processor-gateway";

const other = otherPublisherCatalog();

describe.each(testDatabases())("gifts, on $name", (kind) => {
  const clock = testClock(new Date("2027-03-10T09:00:00Z"));
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await importCatalog(database, other);
    return buildSignInTestApp(database.db, clock);
  });
  const { buyer, buy, history, runDue, moveTo } = billingTestKit(demo, clock);

  const giftBody = (overrides: Record<string, unknown> = {}) => ({
    sender: { first_name: "Ada" },
    recipient: { first_name: "Grace", email: `friend-${randomUUID().slice(0, 8)}@example.com` },
    product_option_id: demoIds.monthly,
    note: "Happy birthday!",
    ...overrides,
  });
  const give = async (b: Buyer, body: object, key = randomUUID()) =>
    demo.app.inject({
      method: "POST",
      url: "/api/purchase/gift",
      headers: { ...(await b.headers()), "idempotency-key": key },
      payload: body,
    });
  /** The recipient's e-mail as the queue holds it, and the code its link carries. */
  const giftMail = async (email: string) => {
    const [message] = await demo.database.db
      .select()
      .from(outgoingMessages)
      .where(and(eq(outgoingMessages.recipient, email), like(outgoingMessages.subject, "%gift%")));
    if (!message?.body) throw new Error(`no gift e-mail to ${email}`);
    const code = /[?&]code=([A-Za-z0-9_-]{43})/.exec(message.body)?.[1];
    if (!code) throw new Error("the gift e-mail has no code");
    return { message, code };
  };
  const giveAndRead = async (overrides: Record<string, unknown> = {}) => {
    const giver = await buyer();
    const body = giftBody(overrides);
    const response = await give(giver, body);
    expect(response.statusCode, response.body).toBe(200);
    return { giver, order: response.json(), ...(await giftMail(body.recipient.email)) };
  };
  const lookUp = (code: string, creator = "northwind", ip = "203.0.113.7") =>
    demo.app.inject({
      url: `/api/gifts?creator=${creator}&code=${code}`,
      remoteAddress: ip,
    });
  const redeem = async (b: Buyer, code: string) =>
    demo.app.inject({
      method: "POST",
      url: "/api/gifts/redeem",
      headers: await b.headers(),
      payload: { code },
    });
  const chargesOf = async (orderId: string) => {
    const [row] = await demo.database.db
      .select({ n: count() })
      .from(testProcessorCharges)
      .where(eq(testProcessorCharges.idempotency_key, `order:${orderId}`));
    return row?.n ?? 0;
  };

  it.each([
    ["the giver's name", { sender: { first_name: "" } }, "Your name is required."],
    [
      "the recipient's name",
      { recipient: { email: "grace@example.com" } },
      "The recipient's name is required.",
    ],
    [
      "the recipient's email",
      { recipient: { first_name: "Grace" } },
      "The recipient's email is required.",
    ],
    [
      "a valid email",
      { recipient: { first_name: "Grace", email: "grace@" } },
      "not a valid email address",
    ],
    ["the option", { product_option_id: undefined }, "product_option_id is required"],
  ])("refuses a gift without %s, in a sentence", async (_what, overrides, sentence) => {
    const giver = await buyer();
    const response = await give(giver, giftBody(overrides));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: "BAD_REQUEST" });
    expect(response.json().message).toContain(sentence);
  });

  it("charges one term of the option without its trial, sends the giver a receipt and the recipient the link", async () => {
    const { giver, order, message, code } = await giveAndRead();

    // The monthly option has a 14-day free trial: a gift pays its first month instead.
    expect(order).toMatchObject({ status: "paid", amount: 800, currency: "USD" });
    expect(await chargesOf(order.order_id)).toBe(1);
    expect(message.subject).toBe("Ada sent you a gift from Northwind Notes");
    expect(message.body).toContain("Ada wrote: Happy birthday!");
    expect(message.body).toContain(`http://checkout.test/@northwind/redeem-gift?code=${code}`);
    expect(message.run_at.getTime()).toBeLessThanOrEqual(clock.now().getTime());
    const [receipt] = await demo.database.db
      .select()
      .from(outgoingMessages)
      .where(
        and(
          eq(outgoingMessages.recipient, giver.email),
          like(outgoingMessages.subject, "Your receipt%"),
        ),
      );
    expect(receipt?.body).toContain("Amount paid: $8");
    expect(receipt?.body).toContain("A gift for Grace");
    const [stored] = await demo.database.db
      .select()
      .from(gifts)
      .where(eq(gifts.order_id, order.order_id));
    expect(stored?.code_hmac).not.toContain(code);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it("answers a repeated gift request with the same order and charges once", async () => {
    const giver = await buyer();
    const body = giftBody();
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 5 }, () => give(giver, body, key)));
    const settled = responses.filter((r) => r.statusCode === 200).map((r) => r.json().order_id);

    expect(settled.length).toBeGreaterThan(0);
    expect(new Set(settled).size).toBe(1);
    for (const r of responses) expect([200, 409]).toContain(r.statusCode);
    const again = await give(giver, body, key);
    expect(again.json().order_id).toBe(settled[0]);
    expect(await chargesOf(settled[0])).toBe(1);
    const made = await demo.database.db
      .select({ n: count() })
      .from(gifts)
      .innerJoin(orders, eq(orders.id, gifts.order_id))
      .where(eq(orders.idempotency_key, key));
    expect(made[0]?.n).toBe(1);
    const reused = await give(giver, { ...body, note: "Another note" }, key);
    expect(reused.statusCode).toBe(422);
  });

  it("finishes a gift whose process lost the charge's answer from the charge itself, once", async () => {
    const real = createTestProcessorGateway({ db: demo.database.db, clock });
    // The charge is made, then the answer is lost, as when a process dies between the two.
    const losing = await buildTestApp(demo.database.db, {
      clock,
      gateway: {
        ...real,
        charge: async (input) => {
          await real.charge(input);
          throw new Error("connection reset");
        },
      },
    });
    const giver = await buyer();
    const body = giftBody();
    const key = randomUUID();
    const lost = await losing.inject({
      method: "POST",
      url: "/api/purchase/gift",
      headers: { ...(await giver.headers()), "idempotency-key": key },
      payload: body,
    });
    await losing.close();
    expect(lost.statusCode).toBe(502);
    const { message: held } = await giftMail(body.recipient.email);
    expect(held.run_at.getUTCFullYear()).toBe(9999);

    const again = await give(giver, body, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: "paid", amount: 800 });
    expect(await chargesOf(again.json().order_id)).toBe(1);
    const { message: released } = await giftMail(body.recipient.email);
    expect(released.run_at.getTime()).toBeLessThanOrEqual(clock.now().getTime());
  });

  it("does not hold the product for the giver: they give it twice and subscribe themselves", async () => {
    const giver = await buyer();
    expect((await give(giver, giftBody())).statusCode).toBe(200);
    expect((await give(giver, giftBody())).statusCode).toBe(200);

    await buy(giver, demoIds.supporter);
    const { current, history: paid } = await history(giver, demoIds.supporter);
    expect(current).toMatchObject({ product_option_id: demoIds.supporter, status: "ACTIVE" });
    expect(paid.orders.map((o) => o.kind).sort()).toEqual(["gift", "gift", "purchase"]);
    expect(await give(giver, giftBody()).then((r) => r.statusCode)).toBe(200);
  });

  it("shows the gift to the link's holder without the recipient's e-mail", async () => {
    const { code } = await giveAndRead();
    const response = await lookUp(code);

    expect(response.statusCode, response.body).toBe(200);
    const view = response.json() as GiftView;
    expect(view.creator.username).toBe("northwind");
    expect(view.gift).toMatchObject({
      product_title: "Northwind Membership",
      option_title: "Monthly",
      interval: "month",
      interval_quantity: 1,
      sender_first_name: "Ada",
      recipient_first_name: "Grace",
      note: "Happy birthday!",
      status: "redeemable",
    });
    expect(response.body).not.toContain("@example.com");
  });

  it("makes one redemption of ten concurrent redeems of one code", async () => {
    const { giver, code } = await giveAndRead();
    const friend = await buyer();
    const responses = await Promise.all(Array.from({ length: 10 }, () => redeem(friend, code)));
    const statuses = responses.map((r) => r.statusCode).sort();

    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    for (const r of responses.filter((r) => r.statusCode !== 200)) {
      expect(r.json()).toMatchObject({ error: "GIFT_REDEEMED" });
      expect(r.json().message).toBe("This gift has already been redeemed. A gift works once.");
    }
    const { current, subscription } = await history(friend, demoIds.monthly);
    expect(current).toMatchObject({ product_option_id: demoIds.monthly, status: "ACTIVE" });
    expect(subscription).toMatchObject({
      cancel_at_period_end: true,
      trial_end: null,
      next_charge: null,
      current_period_end: "2027-04-10T09:00:00.000Z",
    });
    // A second person with the link gets the same sentence.
    const stranger = await buyer();
    expect((await redeem(stranger, code)).json()).toMatchObject({ error: "GIFT_REDEEMED" });
    expect((await lookUp(code)).json().gift.status).toBe("redeemed");
    const given = (await history(giver, demoIds.monthly)) as PurchaseHistory;
    expect(given.history.orders[0]).toMatchObject({
      kind: "gift",
      gift: { recipient_first_name: "Grace", redeemed: true },
    });
    // Redeeming is not a payment of the friend's.
    expect((await history(friend, demoIds.monthly)).history.orders).toEqual([]);
  });

  it("ends the gifted subscription at its term without a charge when due billing runs", async () => {
    const { code } = await giveAndRead({ product_option_id: demoIds.supporter });
    const friend = await buyer();
    const redeemed = await redeem(friend, code);
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const sub = redeemed.json().subscription;
    const resume = await demo.app.inject({
      method: "POST",
      url: `/api/subscriptions/${sub.id}/resume`,
      headers: await friend.headers(),
    });
    expect(resume.statusCode).toBe(409);

    moveTo(sub.current_period_end);
    const totals = await runDue();
    expect(totals.ended).toBeGreaterThanOrEqual(1);
    const after = await history(friend, demoIds.supporter);
    expect(after.current).toBeNull();
    expect(after.subscription?.status).toBe("CANCELED");
    const friendOrders = await demo.database.db
      .select()
      .from(orders)
      .where(eq(orders.subscription_id, sub.id));
    expect(friendOrders).toEqual([]);
    // The product is released: the friend may now buy it.
    await buy(friend, demoIds.supporter);
  });

  it("refuses a recipient who already has the product and keeps the gift for later", async () => {
    const { code } = await giveAndRead({ product_option_id: demoIds.dayPass });
    const friend = await buyer();
    await buy(friend, demoIds.weekendPass);

    const refused = await redeem(friend, code);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("You already have Tokyo Walks Pass");
    expect((await lookUp(code)).json().gift.status).toBe("redeemable");
    const someoneElse = await buyer();
    expect((await redeem(someoneElse, code)).statusCode).toBe(200);
  });

  it("refuses a code of another creator, at the lookup and at redeeming", async () => {
    const { code } = await giveAndRead();
    const lookedUp = await lookUp(code, other.publisher.username);
    expect(lookedUp.statusCode).toBe(404);
    expect(lookedUp.json().message).toBe(
      "This gift link is not valid. Open the whole link from the gift e-mail.",
    );
    const elsewhere = await signedInBuyer(demo.app, demo.database.db, other.publisher.id);
    const redeemed = await demo.app.inject({
      method: "POST",
      url: "/api/gifts/redeem",
      headers: elsewhere.headers,
      payload: { code },
    });
    expect(redeemed.statusCode).toBe(404);
    expect((await lookUp(code)).json().gift.status).toBe("redeemable");
  });

  it("refuses an expired code a year after its e-mail went out", async () => {
    const { code } = await giveAndRead();
    const friend = await buyer();
    moveTo(new Date(clock.now().getTime() + 366 * 24 * 60 * 60 * 1000));

    expect((await lookUp(code)).json().gift.status).toBe("expired");
    const refused = await redeem(friend, code);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toMatchObject({
      error: "GIFT_EXPIRED",
      message: "This gift has expired. Ask the person who gave it to contact the creator.",
    });
  });

  it("sends the recipient's e-mail on the delivery date, and the code lasts a year from it", async () => {
    const day = new Date(clock.now().getTime() + 40 * 24 * 60 * 60 * 1000);
    const deliverAt = `${day.toISOString().slice(0, 10)}T00:00:00.000Z`;
    const yearLater = `${day.getUTCFullYear() + 1}${deliverAt.slice(4)}`;
    const { message, order } = await giveAndRead({ deliver_at: deliverAt.slice(0, 10) });

    expect(message.run_at.toISOString()).toBe(deliverAt);
    const [stored] = await demo.database.db
      .select()
      .from(gifts)
      .where(eq(gifts.order_id, order.order_id));
    expect(stored?.expires_at?.toISOString()).toBe(yearLater);
  });

  it("refuses a redeem link that points away from the checkout and the creator's sites", async () => {
    const giver = await buyer();
    const refused = await give(
      giver,
      giftBody({ redeem_url: "https://northwind.example.evil.com/r" }),
    );
    expect(refused.statusCode).toBe(400);
    const allowed = await give(
      giver,
      giftBody({
        redeem_url: "https://northwind.example/gift",
        recipient: { first_name: "Lin", email: "lin@example.com" },
      }),
    );
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((await giftMail("lin@example.com")).message.body).toContain(
      "https://northwind.example/gift?code=",
    );
  });

  it("refuses gifts of what cannot be given: a donation", async () => {
    const giver = await buyer();
    const response = await give(giver, giftBody({ product_option_id: demoIds.coffee }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: "NOT_GIFTABLE" });
  });

  it("looks up exactly 20 of 60 concurrent codes that match nothing from one network", async () => {
    const ip = "198.51.100.61";
    const answers = await Promise.all(
      Array.from({ length: 60 }, () =>
        lookUp(randomBytes(32).toString("base64url"), "northwind", ip),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 404)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json().message).toMatch(/Please try again in an hour\./);
  });

  it("gives a network its try back when the code is right", async () => {
    const { code } = await giveAndRead();
    const ip = "198.51.100.62";
    for (let i = 0; i < 25; i++) expect((await lookUp(code, "northwind", ip)).statusCode).toBe(200);
    for (let i = 0; i < 20; i++)
      expect((await lookUp("B".repeat(43), "northwind", ip)).statusCode).toBe(404);
    expect((await lookUp(code, "northwind", ip)).statusCode).toBe(429);
  });

  it("stops a network that keeps trying codes that match nothing", async () => {
    const ip = "198.51.100.23";
    const wrong = "A".repeat(43);
    for (let i = 0; i < 20; i++)
      expect((await lookUp(wrong, "northwind", ip)).statusCode).toBe(404);

    const stopped = await lookUp(wrong, "northwind", ip);
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().message).toContain("Too many gift links");
    expect((await lookUp(wrong, "northwind", "198.51.100.24")).statusCode).toBe(404);
  });
  // Last: it moves the shared clock a week on.
  it("drops the held e-mail of a gift whose payment failed, a week later", async () => {
    const giver = await buyer("4000000000000002");
    const body = giftBody();
    const response = await give(giver, body);
    expect(response.statusCode).toBe(402);
    const held = () =>
      demo.database.db
        .select({ id: outgoingMessages.id })
        .from(outgoingMessages)
        .where(eq(outgoingMessages.recipient, body.recipient.email));
    expect(await held()).toHaveLength(1);

    await pruneExpiredRows({ db: demo.database.db, clock });
    expect(await held()).toHaveLength(1);
    clock.advance(8 * 24 * 60 * 60);
    const pruned = await pruneExpiredRows({ db: demo.database.db, clock });
    expect(pruned.giftMessages).toBeGreaterThanOrEqual(1);
    expect(await held()).toHaveLength(0);
  });
});
