import { randomUUID } from "node:crypto";
import { buildTestApp, testSecret } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { botProof, latestCodeFor, testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";
import { createAltchaBotCheck } from "../domain/bot-check/create-altcha-bot-check";

const publisher = demoIds.publisher;
const uniqueEmail = () => `owner-${randomUUID().slice(0, 8)}@example.com`;
// Documentation addresses (RFC 5737): a stranger's network and the owner's.
const strangerNetwork = "203.0.113.7";
const ownerNetwork = "198.51.100.20";

// A stranger who fails at someone else's address must not lock its owner out, while guessing
// stays bounded: five tries a code, a limited number of codes a day (docs/decisions/020).
describe.each(testDatabases())("sign-in lockout on $name", (kind) => {
  const clock = testClock();
  const demo = onDemoDatabase(kind, async ({ database }) => {
    const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 2_000 });
    return buildTestApp(database.db, { clock, botCheck, codeSendsPerIp: 10_000 });
  });

  const requestCode = async (email: string, remoteAddress: string) =>
    demo.app.inject({
      method: "POST",
      url: "/api/auth/user/code/init",
      payload: { email },
      remoteAddress,
      headers: { publisherid: publisher, "x-bot-proof": await botProof(demo.app) },
    });
  const confirm = (email: string, code: string, remoteAddress: string) =>
    demo.app.inject({
      method: "POST",
      url: "/api/auth/user/code/confirm",
      payload: { email, code },
      remoteAddress,
      headers: { publisherid: publisher },
    });
  const logIn = async (email: string, password: string, remoteAddress: string) =>
    demo.app.inject({
      method: "POST",
      url: "/api/oauth/user/login",
      payload: { email, password },
      remoteAddress,
      headers: { publisherid: publisher, "x-bot-proof": await botProof(demo.app) },
    });

  async function signUpWithPassword(email: string, password: string) {
    await requestCode(email, ownerNetwork);
    const confirmed = await confirm(
      email,
      await latestCodeFor(demo.database.db, email),
      ownerNetwork,
    );
    const session = await demo.app.inject({
      url: `/api/auth/user/claim/${confirmed.json().claim}`,
      headers: { publisherid: publisher },
    });
    await demo.app.inject({
      method: "PUT",
      url: "/api/me/password",
      payload: { password },
      headers: { publisherid: publisher, authorization: `Bearer ${session.json().token}` },
    });
  }

  /** Four codes sent to the address from the stranger's network, each guessed wrong five times. */
  async function strangerGuessesWrongTwentyTimes(email: string) {
    for (let round = 0; round < 4; round += 1) {
      await requestCode(email, strangerNetwork);
      const code = await latestCodeFor(demo.database.db, email);
      const wrong = code === "000000" ? "111111" : "000000";
      for (let guess = 0; guess < 5; guess += 1) await confirm(email, wrong, strangerNetwork);
    }
  }

  it("lets exactly 20 of 60 concurrent confirmations from one network try a code", async () => {
    const email = uniqueEmail();
    await requestCode(email, strangerNetwork);
    const code = await latestCodeFor(demo.database.db, email);
    const wrong = code === "000000" ? "111111" : "000000";
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => confirm(email, wrong, strangerNetwork)),
    );
    const errors = answers.map((answer) => answer.json().error);
    expect(errors.filter((error) => error === "TOO_MANY_FAILURES")).toHaveLength(40);
    // The code itself takes five wrong tries; the others are refused for it or for the network.
    expect(errors.filter((error) => ["INVALID_CODE", "CODE_LOCKED"].includes(error))).toHaveLength(
      20,
    );
    // The owner's network asks for a fresh code and signs in.
    await requestCode(email, ownerNetwork);
    const fresh = await latestCodeFor(demo.database.db, email);
    expect((await confirm(email, fresh, ownerNetwork)).statusCode).toBe(200);
  });

  it("compares exactly 20 of 60 concurrent wrong passwords from one network", async () => {
    const email = uniqueEmail();
    await signUpWithPassword(email, "the owner's long password");
    const proofs: string[] = [];
    for (let i = 0; i < 60; i++) proofs.push(await botProof(demo.app));
    const answers = await Promise.all(
      proofs.map((proof) =>
        demo.app.inject({
          method: "POST",
          url: "/api/oauth/user/login",
          payload: { email, password: "a stranger's guess" },
          remoteAddress: strangerNetwork,
          headers: { publisherid: publisher, "x-bot-proof": proof },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 401)).toHaveLength(20);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40);
    // The owner's own network still signs in, and a right password gives its try back.
    for (let i = 0; i < 25; i++) {
      expect((await logIn(email, "the owner's long password", ownerNetwork)).statusCode).toBe(200);
    }
  });

  it("lets the owner sign in with a fresh code after a stranger's twenty wrong confirms", async () => {
    const email = uniqueEmail();
    await strangerGuessesWrongTwentyTimes(email);

    const stranger = await confirm(email, "123456", strangerNetwork);
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toBe("Too many failed attempts. Please try again in an hour.");

    expect((await requestCode(email, ownerNetwork)).statusCode).toBe(202);
    const owner = await confirm(email, await latestCodeFor(demo.database.db, email), ownerNetwork);
    expect(owner.statusCode).toBe(200);
    expect(owner.json().claim).toEqual(expect.any(String));
  });

  it("keeps the stranger's own network locked out of that address even with the right code", async () => {
    const email = uniqueEmail();
    await strangerGuessesWrongTwentyTimes(email);
    await requestCode(email, ownerNetwork);

    const code = await latestCodeFor(demo.database.db, email);

    expect((await confirm(email, code, strangerNetwork)).statusCode).toBe(429);
  });

  it("lets the owner ask for codes after a stranger used up their network's five", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 5; i += 1) await requestCode(email, strangerNetwork);

    expect((await requestCode(email, strangerNetwork)).statusCode).toBe(429);
    expect((await requestCode(email, ownerNetwork)).statusCode).toBe(202);
  });

  it("sends one address at most twenty codes a day, from however many networks", async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 20; i += 1) {
      expect((await requestCode(email, `192.0.2.${i + 1}`)).statusCode).toBe(202);
    }

    const refused = await requestCode(email, ownerNetwork);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe("TOO_MANY_CODES");

    // The day slides in steps of a sixtieth of it.
    clock.advance(24 * 60 * 60 + 24 * 60);
    expect((await requestCode(email, ownerNetwork)).statusCode).toBe(202);
  });

  it("lets the owner sign in with their password after a stranger's twenty wrong ones", async () => {
    const email = uniqueEmail();
    await signUpWithPassword(email, "owner-password-1");
    for (let i = 0; i < 20; i += 1) {
      expect((await logIn(email, `guess-${i}`, strangerNetwork)).statusCode).toBe(401);
    }

    expect((await logIn(email, "owner-password-1", strangerNetwork)).statusCode).toBe(429);
    expect((await logIn(email, "owner-password-1", ownerNetwork)).statusCode).toBe(200);
  });

  it("stops password guesses spread over many networks, and still lets the owner use a code", async () => {
    const email = uniqueEmail();
    await signUpWithPassword(email, "owner-password-1");
    for (let i = 0; i < 100; i += 1) {
      await logIn(email, `guess-${i}`, `192.0.2.${(i % 50) + 1}`);
    }

    expect((await logIn(email, "owner-password-1", ownerNetwork)).statusCode).toBe(429);
    await requestCode(email, ownerNetwork);
    const code = await confirm(email, await latestCodeFor(demo.database.db, email), ownerNetwork);
    expect(code.statusCode).toBe(200);
  });
});
