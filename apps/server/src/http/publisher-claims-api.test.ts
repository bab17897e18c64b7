import { randomBytes, randomUUID } from "node:crypto";
import { buildSignInTestApp, testSecret } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import {
  botProof,
  latestCodeFor,
  otherPublisherCatalog,
  testClock,
} from "@creator-checkout/testing/sign-in-helpers";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claims } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";
import { keyedHash } from "../security/keyed-hash";

// Outbound claims as a creator's site meets them (docs/decisions/038): made by the signed-in
// buyer's page, exchanged once by the creator's server with its publisher key.
describe.each(testDatabases())("claims for creators' sites on $name", (kind) => {
  const clock = testClock();
  let northwindKey: string;
  let otherKey: string;
  const demo = onDemoDatabase(kind, async ({ database }) => {
    const other = otherPublisherCatalog();
    await importCatalog(database, other);
    northwindKey = (await createPublisherKey(database.db, { username: "northwind" })).key;
    otherKey = (await createPublisherKey(database.db, { username: other.publisher.username })).key;
    return buildSignInTestApp(database.db, clock);
  });

  const outboundClaim = async (headers: Record<string, string>) => {
    const response = await demo.app.inject({
      method: "POST",
      url: "/api/auth/user/claim",
      headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().claim as string;
  };
  const exchange = (claim: unknown, authorization: string | null = `Bearer ${northwindKey}`) =>
    demo.app.inject({
      method: "POST",
      url: "/api/publisher/claims/exchange",
      headers: authorization === null ? {} : { authorization },
      payload: claim === undefined ? {} : { claim },
    });

  it("answers the buyer's identity and what they hold, once", async () => {
    const buyer = await signedInBuyer(demo.app, demo.database.db);
    const before = await exchange(await outboundClaim(buyer.headers));
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      user_id: expect.any(String),
      email: buyer.email,
      phone: null,
      verified: true,
      has_live_access: false,
      access: [],
    });

    await saveTestCard(demo.app, buyer.headers);
    const bought = await demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${demoIds.dayPass}`,
      headers: { ...buyer.headers, "idempotency-key": randomUUID() },
      payload: {},
    });
    expect(bought.statusCode).toBe(200);
    const claim = await outboundClaim(buyer.headers);
    const after = await exchange(claim);

    expect(after.json()).toMatchObject({
      user_id: before.json().user_id,
      has_live_access: true,
      access: [{ product_option_id: demoIds.dayPass, status: "ACTIVE", recurring: false }],
    });
    const replay = await exchange(claim);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      error: "INVALID_CLAIM",
      message: expect.stringMatching(/already used/),
    });
  });

  it("lets exactly one of two concurrent exchanges of a claim succeed", async () => {
    const buyer = await signedInBuyer(demo.app, demo.database.db);
    const claim = await outboundClaim(buyer.headers);

    const answers = await Promise.all([exchange(claim), exchange(claim), exchange(claim)]);

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it("refuses an expired claim", async () => {
    const buyer = await signedInBuyer(demo.app, demo.database.db);
    const claim = await outboundClaim(buyer.headers);

    clock.advance(121);

    expect((await exchange(claim)).statusCode).toBe(400);
  });

  it("refuses a claim made at another publisher, with that publisher's key gone unused", async () => {
    const buyer = await signedInBuyer(demo.app, demo.database.db);
    const claim = await outboundClaim(buyer.headers);

    const elsewhere = await exchange(claim, `Bearer ${otherKey}`);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error).toBe("INVALID_CLAIM");
    // The refusal did not spend it: the publisher it belongs to still can.
    expect((await exchange(claim)).statusCode).toBe(200);
  });

  it("refuses a missing, wrong or malformed key before looking at the claim", async () => {
    const buyer = await signedInBuyer(demo.app, demo.database.db);
    const claim = await outboundClaim(buyer.headers);

    for (const authorization of [
      null,
      `Bearer ${northwindKey.slice(0, -2)}xx`,
      `Basic ${northwindKey}`,
      "Bearer",
      `Bearer ${"k".repeat(5_000)}`,
    ]) {
      const refused = await exchange(claim, authorization);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toMatch(/publisher key/);
    }
    expect((await exchange(claim)).statusCode).toBe(200);
  });

  const exchangeFrom = (ip: string, authorization: string) =>
    demo.app.inject({
      method: "POST",
      url: "/api/publisher/claims/exchange",
      headers: { authorization },
      payload: {},
      remoteAddress: ip,
    });
  const wrongKey = () => `Bearer ccpk_${randomBytes(32).toString("base64url")}`;

  it("refuses exactly 20 of 60 concurrent wrong keys from one network with 401 and the rest with 429", async () => {
    const ip = "203.0.113.41";
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => exchangeFrom(ip, wrongKey())),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    const refused = answers.find((answer) => answer.statusCode === 429);
    expect(refused?.json()).toMatchObject({ error: "TOO_MANY_FAILURES" });
    expect(refused?.json().message).toMatch(/Please try again in an hour\./);
    expect((await exchangeFrom("203.0.113.42", wrongKey())).statusCode).toBe(401);
  });

  it("keeps answering the creator's valid key while its network's wrong keys are refused", async () => {
    // Anyone behind the creator's NAT or proxy shares its address (docs/decisions/145).
    const ip = "203.0.113.45";
    for (let i = 0; i < 25; i++) await exchangeFrom(ip, wrongKey());
    const concurrent = await Promise.all([
      ...Array.from({ length: 60 }, () => exchangeFrom(ip, wrongKey())),
      exchangeFrom(ip, `Bearer ${northwindKey}`),
    ]);
    expect(concurrent.slice(0, 60).map((answer) => answer.statusCode)).toEqual(Array(60).fill(429));
    // Past the key: the claim is what is missing.
    expect(concurrent[60]?.statusCode).toBe(400);
    expect((await exchangeFrom(ip, `Bearer ${northwindKey}`)).statusCode).toBe(400);
    const buyer = await signedInBuyer(demo.app, demo.database.db);
    const withClaim = await demo.app.inject({
      method: "POST",
      url: "/api/publisher/claims/exchange",
      headers: { authorization: `Bearer ${northwindKey}` },
      payload: { claim: await outboundClaim(buyer.headers) },
      remoteAddress: ip,
    });
    expect(withClaim.statusCode).toBe(200);
    expect((await exchangeFrom(ip, wrongKey())).statusCode).toBe(429);
    expect((await exchangeFrom(ip, "Bearer wrong")).statusCode).toBe(429);
  });

  it("slows a network down after 20 wrong keys of 100, whatever their shape", async () => {
    const ip = "203.0.113.43";
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      statuses.push((await exchangeFrom(ip, i % 2 ? wrongKey() : `Bearer wrong-${i}`)).statusCode);
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
    expect(statuses.slice(20)).toEqual(Array(80).fill(429));
  });

  it("does not count a valid key against its network", async () => {
    const ip = "203.0.113.44";
    for (let i = 0; i < 30; i++) {
      // Past the key: the claim is what is missing.
      expect((await exchangeFrom(ip, `Bearer ${northwindKey}`)).statusCode).toBe(400);
    }
    for (let i = 0; i < 20; i++) expect((await exchangeFrom(ip, wrongKey())).statusCode).toBe(401);
    expect((await exchangeFrom(ip, wrongKey())).statusCode).toBe(429);
  });

  it("says so when the claim is missing", async () => {
    for (const claim of [undefined, "", "   "]) {
      const response = await exchange(claim);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/claim not provided/);
    }
  });

  it("refuses a sign-in claim: only outbound claims leave the checkout", async () => {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    await demo.app.inject({
      method: "POST",
      url: "/api/auth/user/code/init",
      payload: { email },
      headers: { publisherid: demoIds.publisher, "x-bot-proof": await botProof(demo.app) },
    });
    const confirmed = await demo.app.inject({
      method: "POST",
      url: "/api/auth/user/code/confirm",
      payload: { email, code: await latestCodeFor(demo.database.db, email) },
      headers: { publisherid: demoIds.publisher },
    });

    expect((await exchange(confirmed.json().claim)).statusCode).toBe(400);
  });

  it("spends a claim once whichever side uses it: the page's sign-in or the creator's server", async () => {
    const buyer = await signedInBuyer(demo.app, demo.database.db);
    const claim = await outboundClaim(buyer.headers);

    const signIn = await demo.app.inject({
      url: `/api/auth/user/claim/${claim}`,
      headers: { publisherid: demoIds.publisher },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().token).toEqual(expect.any(String));

    expect((await exchange(claim)).statusCode).toBe(400);
  });

  it("stores only the claim's HMAC, bound to the publisher, for two minutes", async () => {
    const buyer = await signedInBuyer(demo.app, demo.database.db);
    const claim = await outboundClaim(buyer.headers);

    const plain = await demo.database.db.select().from(claims).where(eq(claims.claim_hmac, claim));
    const [stored] = await demo.database.db
      .select()
      .from(claims)
      .where(eq(claims.claim_hmac, keyedHash(testSecret, claim)));

    expect(plain).toEqual([]);
    expect(stored).toMatchObject({ publisher_id: demoIds.publisher, kind: "outbound" });
    expect((stored?.expires_at.getTime() ?? 0) - clock.now().getTime()).toBe(120_000);
  });

  it("makes an outbound claim only for a signed-in buyer", async () => {
    const response = await demo.app.inject({
      method: "POST",
      url: "/api/auth/user/claim",
      headers: { publisherid: demoIds.publisher },
    });

    expect(response.statusCode).toBe(401);
  });
});
