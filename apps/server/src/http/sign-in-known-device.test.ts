import { randomUUID } from "node:crypto";
import { buildTestApp, testSecret } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import {
  botProof,
  knownDeviceSetBy,
  latestCodeFor,
  testClock,
} from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { createAltchaBotCheck } from "../domain/bot-check/create-altcha-bot-check";

const publisher = demoIds.publisher;
const HOUR = 60 * 60;
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
// Requests reach the app through the operator's proxy, which names each client's network
// (docs/decisions/024). Documentation addresses (RFC 5737).
const proxy = "10.0.0.1";
const ownerNetwork = "198.51.100.20";
const strangerNetworks = ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"];
const fifthStrangerNetwork = "203.0.113.5";

// Strangers on four networks, each send with its own bot proof, used up an address's codes for
// the day and kept its owner out for as long, at every creator. A browser that proved the
// address before gets codes on a daily count of its own, still bounded, and a refusal says
// when to ask again (docs/decisions/063).
describe.each(testDatabases())("codes for a browser that proved the address, on $name", (kind) => {
  // Each test's attack starts at a midnight UTC, which starts a slice of every limit's window,
  // so the waits below are exact. The clock only moves forward from now: bot proofs expire.
  const clock = testClock();
  const demo = onDemoDatabase(kind, async ({ database }) => {
    const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 2_000 });
    return buildTestApp(database.db, {
      clock,
      botCheck,
      codeSendsPerIp: 10_000,
      trustProxy: [proxy],
    });
  });

  /** Moves the clock to a midnight, UTC, whose day no earlier send of these tests counts in. */
  function nextMorning() {
    const now = clock.now().getTime();
    const later = new Date(now + 25 * HOUR * 1000);
    const midnight = Date.UTC(later.getUTCFullYear(), later.getUTCMonth(), later.getUTCDate() + 1);
    clock.advance((midnight - now) / 1000);
  }

  const sendCode = async (email: string, network: string, cookie?: string) =>
    demo.app.inject({
      method: "POST",
      url: "/api/auth/user/code/init",
      payload: { email },
      remoteAddress: proxy,
      headers: {
        publisherid: publisher,
        "x-bot-proof": await botProof(demo.app),
        "x-forwarded-for": network,
        ...(cookie ? { cookie } : {}),
      },
    });
  const confirm = (email: string, code: string, network: string) =>
    demo.app.inject({
      method: "POST",
      url: "/api/auth/user/code/confirm",
      payload: { email, code },
      remoteAddress: proxy,
      headers: { publisherid: publisher, "x-forwarded-for": network },
    });

  /** The owner signs in with a code in their browser; answers the cookie it keeps. */
  async function proveInBrowser(email: string): Promise<LightMyRequestResponse["cookies"][0]> {
    expect((await sendCode(email, ownerNetwork)).statusCode).toBe(202);
    const confirmed = await confirm(
      email,
      await latestCodeFor(demo.database.db, email),
      ownerNetwork,
    );
    expect(confirmed.statusCode).toBe(200);
    const cookie = confirmed.cookies.find((c) => c.name.startsWith("checkout_device_"));
    if (!cookie) throw new Error("confirming the code made the browser known to no one");
    return cookie;
  }
  /** A fresh code confirmed from the owner's network: the answer with its claim. */
  async function confirmForClaim(email: string) {
    expect((await sendCode(email, ownerNetwork)).statusCode).toBe(202);
    return confirm(email, await latestCodeFor(demo.database.db, email), ownerNetwork);
  }
  const header = (cookie: { name: string; value: string }) => `${cookie.name}=${cookie.value}`;

  /** Twenty sends from four networks, five each (each network's own limit), each with a proof. */
  async function strangersUseUpTheDay(email: string) {
    for (const network of strangerNetworks) {
      for (let send = 0; send < 5; send += 1) {
        expect((await sendCode(email, network)).statusCode).toBe(202);
      }
    }
  }

  it("refuses a stranger once strangers on four networks used up the day, and says when to ask again", async () => {
    const email = uniqueEmail("owner");
    await proveInBrowser(email);
    nextMorning();
    await strangersUseUpTheDay(email);

    const refused = await sendCode(email, fifthStrangerNetwork);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: "TOO_MANY_CODES",
      message:
        "Too many codes were requested. You can ask for another code in 24 hours and 30 minutes.",
    });
    // The day's first slice leaves the window a slice (24 minutes) after the day is over.
    expect(refused.headers["retry-after"]).toBe(String(24 * HOUR + 24 * 60));

    clock.advance(21 * HOUR);
    expect((await sendCode(email, fifthStrangerNetwork)).json().message).toBe(
      "Too many codes were requested. You can ask for another code in 3 hours and 30 minutes.",
    );
    clock.advance(3 * HOUR + 24 * 60);
    expect((await sendCode(email, fifthStrangerNetwork)).statusCode).toBe(202);
  });

  it("sends a code to the browser that proved the address before, and the owner signs in with it", async () => {
    const email = uniqueEmail("owner");
    const device = await proveInBrowser(email);
    nextMorning();
    await strangersUseUpTheDay(email);
    expect((await sendCode(email, ownerNetwork)).statusCode).toBe(429);

    expect((await sendCode(email, ownerNetwork, header(device))).statusCode).toBe(202);
    const code = await latestCodeFor(demo.database.db, email);
    const confirmed = await confirm(email, code, ownerNetwork);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().claim).toEqual(expect.any(String));
  });

  it("keeps the browser's cookie from script and other sites, for a year, without the address", async () => {
    const email = uniqueEmail("owner");
    const device = await proveInBrowser(email);

    expect(device).toMatchObject({
      httpOnly: true,
      secure: true,
      sameSite: "Strict",
      path: "/api/auth/user/code/init",
      maxAge: 365 * 24 * HOUR,
    });
    expect(`${device.name}=${device.value}`).not.toContain(email.split("@")[0]);
  });

  it("makes the browser known for the address when it signs in with a password too", async () => {
    const email = uniqueEmail("owner");
    const device = await proveInBrowser(email);
    const session = await demo.app.inject({
      url: `/api/auth/user/claim/${(await confirmForClaim(email)).json().claim}`,
      headers: { publisherid: publisher },
    });
    await demo.app.inject({
      method: "PUT",
      url: "/api/me/password",
      payload: { password: "owner-password-1" },
      headers: { publisherid: publisher, authorization: `Bearer ${session.json().token}` },
    });

    const loggedIn = await demo.app.inject({
      method: "POST",
      url: "/api/oauth/user/login",
      payload: { email, password: "owner-password-1" },
      remoteAddress: proxy,
      headers: {
        publisherid: publisher,
        "x-bot-proof": await botProof(demo.app),
        "x-forwarded-for": ownerNetwork,
      },
    });
    expect(loggedIn.statusCode).toBe(200);
    const id = knownDeviceSetBy(loggedIn, `email:${email}`);
    expect(id).not.toBeNull();
    expect(id).not.toBe(device.value.split(".")[0]);
  });

  it("gives nothing extra to a forged cookie, or to a cookie of another address", async () => {
    const email = uniqueEmail("owner");
    const device = await proveInBrowser(email);
    const other = await proveInBrowser(uniqueEmail("other"));
    nextMorning();
    await strangersUseUpTheDay(email);

    const forged = { name: device.name, value: `${"A".repeat(22)}.${"B".repeat(43)}` };
    const otherUnderOwnersName = { name: device.name, value: other.value };
    for (const cookie of [forged, other, otherUnderOwnersName]) {
      const refused = await sendCode(email, ownerNetwork, header(cookie));
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe("TOO_MANY_CODES");
    }
  });

  it("bounds the owner's browser too: ten codes a day of its own, leaving the address's twenty", async () => {
    const email = uniqueEmail("owner");
    const device = await proveInBrowser(email);
    nextMorning();
    for (const network of [ownerNetwork, "198.51.100.21"]) {
      for (let send = 0; send < 5; send += 1) {
        expect((await sendCode(email, network, header(device))).statusCode).toBe(202);
      }
    }

    const refused = await sendCode(email, "198.51.100.22", header(device));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      "Too many codes were requested. You can ask for another code in 24 hours and 30 minutes.",
    );
    // Nobody else's count was touched: the address still has its twenty for other browsers.
    await strangersUseUpTheDay(email);
  });

  it("still limits the owner's browser on one network to five codes in fifteen minutes", async () => {
    const email = uniqueEmail("owner");
    const device = await proveInBrowser(email);
    nextMorning();
    for (let send = 0; send < 5; send += 1) {
      expect((await sendCode(email, ownerNetwork, header(device))).statusCode).toBe(202);
    }

    const refused = await sendCode(email, ownerNetwork, header(device));
    expect(refused.statusCode).toBe(429);
    // Fifteen minutes and one slice of fifteen seconds.
    expect(refused.json().message).toBe(
      "Too many codes were requested. You can ask for another code in 16 minutes.",
    );
  });

  it("sends an address no more than the day allows when sixty sends race, from strangers and from the owner's browser", async () => {
    const email = uniqueEmail("owner");
    const device = await proveInBrowser(email);
    nextMorning();
    const networks = Array.from({ length: 60 }, (_, i) => `192.0.2.${i + 1}`);
    const race = async (cookie?: string) => {
      const proofs = await Promise.all(networks.map(() => botProof(demo.app)));
      const responses = await Promise.all(
        networks.map((network, i) =>
          demo.app.inject({
            method: "POST",
            url: "/api/auth/user/code/init",
            payload: { email },
            remoteAddress: proxy,
            headers: {
              publisherid: publisher,
              "x-bot-proof": proofs[i] as string,
              "x-forwarded-for": network,
              ...(cookie ? { cookie } : {}),
            },
          }),
        ),
      );
      return responses.map((response) => response.statusCode);
    };

    const strangers = await race();
    expect(strangers.filter((status) => status === 202)).toHaveLength(20);
    expect(strangers.filter((status) => status === 429)).toHaveLength(40);

    const owner = await race(header(device));
    expect(owner.filter((status) => status === 202)).toHaveLength(10);
    expect(owner.filter((status) => status === 429)).toHaveLength(50);
  });
});
