import { randomUUID } from "node:crypto";
import { buildTestApp, testSecret } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import {
  botProof,
  latestCodeFor,
  otherPublisherCatalog,
  refreshCookieOf,
  testClock,
} from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { claims, oneTimeCodes, outgoingMessages, users } from "../db/schema";
import { createAltchaBotCheck } from "../domain/bot-check/create-altcha-bot-check";
import { importCatalog } from "../domain/catalog/import-catalog";

const publisher = demoIds.publisher;
const uniqueEmail = () => `buyer-${randomUUID().slice(0, 8)}@example.com`;

describe.each(testDatabases())("sign-in API on $name", (kind) => {
  let otherPublisher: string;
  const clock = testClock();
  const demo = onDemoDatabase(kind, async ({ database }) => {
    const other = otherPublisherCatalog();
    await importCatalog(database, other);
    otherPublisher = other.publisher.id;
    const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 2_000 });
    return buildTestApp(database.db, { clock, botCheck, secureCookies: false });
  });

  const post = async (
    url: string,
    payload: object,
    options: { proof?: boolean; publisherId?: string } = {},
  ) =>
    demo.app.inject({
      method: "POST",
      url,
      payload,
      headers: {
        publisherid: options.publisherId ?? publisher,
        ...(options.proof === false ? {} : { "x-bot-proof": await botProof(demo.app) }),
      },
    });
  const requestCode = (email: string, publisherId: string = publisher) =>
    post("/api/auth/user/code/init", { email }, { publisherId });
  const confirm = (email: string, code: string, publisherId: string = publisher) =>
    post("/api/auth/user/code/confirm", { email, code }, { proof: false, publisherId });
  const exchange = (claim: string, publisherId: string = publisher) =>
    demo.app.inject({
      url: `/api/auth/user/claim/${claim}`,
      headers: { publisherid: publisherId },
    });

  async function signIn(email: string) {
    await requestCode(email);
    const confirmed = await confirm(email, await latestCodeFor(demo.database.db, email));
    const session = await exchange(confirmed.json().claim);
    return { token: session.json().token as string, cookie: refreshCookieOf(session) };
  }

  it("signs a new buyer in with an e-mailed code, through a claim, to an access token", async () => {
    const email = uniqueEmail();
    const lookup = await demo.app.inject({
      url: `/api/oauth/user?email=${encodeURIComponent(email)}`,
      headers: { publisherid: publisher, "x-bot-proof": await botProof(demo.app) },
    });
    expect(lookup.json()).toEqual({
      has_password: false,
      is_new_registration: true,
      otp: "required",
    });

    const sent = await requestCode(email);
    expect(sent.statusCode).toBe(202);
    const confirmed = await confirm(email, await latestCodeFor(demo.database.db, email));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({
      verifyFlowId: expect.any(String),
      claim: expect.any(String),
    });

    const session = await exchange(confirmed.json().claim);
    expect(session.statusCode).toBe(200);
    const cookie = session.cookies.find((c) => c.name === `checkout_refresh_${publisher}`);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/api/oauth/user" });
    expect(session.json()).toEqual({ token: expect.any(String), expires_in: 900 });

    const me = await demo.app.inject({
      url: "/api/me",
      headers: { publisherid: publisher, authorization: `Bearer ${session.json().token}` },
    });
    expect(me.json()).toMatchObject({ email, verified: true, has_password: false });
  });

  it("signs a buyer in with a code sent by SMS", async () => {
    const phone = "+1 (415) 555-0134";
    await post("/api/auth/user/code/init", { phone_number: phone });
    const code = await latestCodeFor(demo.database.db, "+14155550134");
    const confirmed = await post("/api/auth/user/code/confirm", { phone, code }, { proof: false });
    expect(confirmed.statusCode).toBe(200);
  });

  it("answers a known and an unknown address alike when sending a code", async () => {
    const known = uniqueEmail();
    await signIn(known);

    const first = await requestCode(known);
    const second = await requestCode(uniqueEmail());

    expect(first.statusCode).toBe(second.statusCode);
    expect(Object.keys(first.json())).toEqual(Object.keys(second.json()));
  });

  it("refuses the sixth guess even when the sixth is right", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await latestCodeFor(demo.database.db, email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i += 1) {
      expect((await confirm(email, wrong)).json()).toEqual({
        error: "INVALID_CODE",
        message: "Invalid code",
      });
    }

    const sixth = await confirm(email, code);

    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toBe("Too many wrong tries for this code. Request a new code.");
  });

  it("refuses an expired code", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await latestCodeFor(demo.database.db, email);
    clock.advance(10 * 60 + 1);

    expect((await confirm(email, code)).statusCode).toBe(400);
  });

  it("refuses a code used once already", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await latestCodeFor(demo.database.db, email);
    expect((await confirm(email, code)).statusCode).toBe(200);

    expect((await confirm(email, code)).json().message).toBe("Invalid code");
  });

  it("accepts only the latest code after a resend", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const first = await latestCodeFor(demo.database.db, email);
    await requestCode(email);
    const second = await latestCodeFor(demo.database.db, email);

    if (first !== second) expect((await confirm(email, first)).statusCode).toBe(400);
    expect((await confirm(email, second)).statusCode).toBe(200);
  });

  it("gives exactly one claim for two concurrent confirms of one code", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await latestCodeFor(demo.database.db, email);

    const results = await Promise.all([
      confirm(email, code),
      confirm(email, code),
      confirm(email, code),
    ]);

    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it("counts each of ten concurrent wrong guesses until five, then refuses the right code", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await latestCodeFor(demo.database.db, email);
    const wrong = code === "000000" ? "111111" : "000000";

    const guesses = await Promise.all(Array.from({ length: 10 }, () => confirm(email, wrong)));

    expect(guesses.every((guess) => [400, 429].includes(guess.statusCode))).toBe(true);
    const [stored] = await demo.database.db
      .select({ tries: oneTimeCodes.failed_attempts })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.destination, `email:${email}`));
    expect(stored?.tries).toBe(5);
    expect((await confirm(email, code)).json().error).toBe("CODE_LOCKED");
  });

  it("gives one claim, and leaves the code spent, for ten concurrent confirms of one code", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await latestCodeFor(demo.database.db, email);

    const results = await Promise.all(Array.from({ length: 10 }, () => confirm(email, code)));

    const statuses = results.map((result) => result.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    // The others are refused: as a spent code, or past the code's five tries when they came at once.
    expect(statuses.filter((status) => status === 400 || status === 429)).toHaveLength(9);
    const [user] = await demo.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    const made = await demo.database.db
      .select()
      .from(claims)
      .where(eq(claims.user_id, user?.id ?? ""));
    expect(made).toHaveLength(1);
    expect((await confirm(email, code)).json().message).toBe("Invalid code");
  });

  it("signs in with a right code after four wrong ones, and keeps the code's count of wrong ones", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await latestCodeFor(demo.database.db, email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i += 1) expect((await confirm(email, wrong)).statusCode).toBe(400);

    expect((await confirm(email, code)).statusCode).toBe(200);

    const [stored] = await demo.database.db
      .select({ tries: oneTimeCodes.failed_attempts, consumed: oneTimeCodes.consumed_at })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.destination, `email:${email}`));
    expect(stored?.tries).toBe(4);
    expect(stored?.consumed).not.toBeNull();
  });

  it("refuses a code at another publisher than the one it was sent for", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const code = await latestCodeFor(demo.database.db, email);

    expect((await confirm(email, code, otherPublisher)).statusCode).toBe(400);
  });

  it("spends a claim once", async () => {
    const email = uniqueEmail();
    await requestCode(email);
    const { claim } = (await confirm(email, await latestCodeFor(demo.database.db, email))).json();

    const [first, second] = await Promise.all([exchange(claim), exchange(claim)]);

    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 401]);
  });

  it("rotates the refresh token, and a reused one revokes its whole family", async () => {
    const { cookie } = await signIn(uniqueEmail());
    const refresh = (value: string) =>
      demo.app.inject({
        method: "POST",
        url: "/api/oauth/user/token",
        headers: { publisherid: publisher, cookie: value },
      });

    const rotated = await refresh(cookie);
    expect(rotated.statusCode).toBe(200);
    const next = refreshCookieOf(rotated);
    expect((await refresh(cookie)).statusCode).toBe(409);

    clock.advance(6);
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await refresh(next)).statusCode).toBe(401);
  });

  it("answers a guest with no session cookie with a plain null token", async () => {
    const response = await demo.app.inject({
      method: "POST",
      url: "/api/oauth/user/token",
      headers: { publisherid: publisher },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ token: null });
  });

  it("ends the session on sign-out", async () => {
    const { cookie } = await signIn(uniqueEmail());
    const logout = await demo.app.inject({
      method: "POST",
      url: "/api/oauth/user/logout",
      headers: { publisherid: publisher, cookie },
    });
    expect(logout.statusCode).toBe(204);

    const refresh = await demo.app.inject({
      method: "POST",
      url: "/api/oauth/user/token",
      headers: { publisherid: publisher, cookie },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it("refuses a token issued for one publisher at another", async () => {
    const { token } = await signIn(uniqueEmail());

    const me = await demo.app.inject({
      url: "/api/me",
      headers: { publisherid: otherPublisher, authorization: `Bearer ${token}` },
    });

    expect(me.statusCode).toBe(401);
  });

  it("never returns a token when registering an e-mail that belongs to a verified account", async () => {
    const email = uniqueEmail();
    await signIn(email);

    const link = await post("/api/oauth/user/link", {
      email,
      creatorUsername: "northwind",
      is_otp_enabled: false,
      return_token: true,
    });

    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ token: null });
    expect(link.cookies).toHaveLength(0);
  });

  it("signs in with a password once the buyer has set one, and refuses a wrong one", async () => {
    const email = uniqueEmail();
    const { token } = await signIn(email);
    const set = await demo.app.inject({
      method: "PUT",
      url: "/api/me/password",
      headers: { publisherid: publisher, authorization: `Bearer ${token}` },
      payload: { password: "correct horse battery" },
    });
    expect(set.statusCode).toBe(204);

    const lookup = await demo.app.inject({
      url: `/api/oauth/user?email=${encodeURIComponent(email)}`,
      headers: { publisherid: publisher, "x-bot-proof": await botProof(demo.app) },
    });
    expect(lookup.json().has_password).toBe(true);
    const wrong = await post("/api/oauth/user/login", { email, password: "not it" });
    expect(wrong.statusCode).toBe(401);
    const right = await post("/api/oauth/user/login", { email, password: "correct horse battery" });
    expect(right.statusCode).toBe(200);
    expect(right.json().token).toEqual(expect.any(String));
  });

  describe("the bot check", () => {
    it("refuses a sign-in start without a proof", async () => {
      const response = await post(
        "/api/auth/user/code/init",
        { email: uniqueEmail() },
        { proof: false },
      );

      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe("Please complete the verification and try again.");
    });

    it("refuses a forged proof", async () => {
      const proof = JSON.parse(Buffer.from(await botProof(demo.app), "base64").toString());
      proof.challenge.parameters.keyPrefix = "00";
      const response = await demo.app.inject({
        method: "POST",
        url: "/api/auth/user/code/init",
        payload: { email: uniqueEmail() },
        headers: {
          publisherid: publisher,
          "x-bot-proof": Buffer.from(JSON.stringify(proof)).toString("base64"),
        },
      });

      expect(response.statusCode).toBe(403);
    });

    it("refuses a replayed proof", async () => {
      const proof = await botProof(demo.app);
      const send = () =>
        demo.app.inject({
          method: "POST",
          url: "/api/auth/user/code/init",
          payload: { email: uniqueEmail() },
          headers: { publisherid: publisher, "x-bot-proof": proof },
        });

      expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(403);
    });

    it("sends one code for a proof replayed ten times at once", async () => {
      const proof = await botProof(demo.app);
      const emails = Array.from({ length: 10 }, () => uniqueEmail());

      const responses = await Promise.all(
        emails.map((email) =>
          demo.app.inject({
            method: "POST",
            url: "/api/auth/user/code/init",
            payload: { email },
            headers: { publisherid: publisher, "x-bot-proof": proof },
          }),
        ),
      );

      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 202)).toHaveLength(1);
      expect(statuses.filter((status) => status === 403)).toHaveLength(9);
      const destinations = emails.map((email) => `email:${email}`);
      const codes = await demo.database.db
        .select({ id: oneTimeCodes.id })
        .from(oneTimeCodes)
        .where(inArray(oneTimeCodes.destination, destinations));
      const messages = await demo.database.db
        .select({ id: outgoingMessages.id })
        .from(outgoingMessages)
        .where(inArray(outgoingMessages.recipient, emails));
      expect(codes).toHaveLength(1);
      expect(messages).toHaveLength(1);
    });

    it("counts a replayed proof's sends against nothing", async () => {
      const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 2_000 });
      const strict = await buildTestApp(demo.database.db, { clock, botCheck, codeSendsPerIp: 2 });
      clock.advance(16 * 60);
      const send = (proof: string) =>
        strict.inject({
          method: "POST",
          url: "/api/auth/user/code/init",
          payload: { email: uniqueEmail() },
          headers: { publisherid: publisher, "x-bot-proof": proof },
        });
      const replayed = await botProof(strict);
      const statuses = [(await send(replayed)).statusCode];
      for (let i = 0; i < 5; i += 1) statuses.push((await send(replayed)).statusCode);
      statuses.push((await send(await botProof(strict))).statusCode);
      statuses.push((await send(await botProof(strict))).statusCode);
      await strict.close();

      expect(statuses).toEqual([202, 403, 403, 403, 403, 403, 202, 429]);
    });

    it("lets a proof start one sign-in, whichever call spends it first", async () => {
      const sendCode = (proof: string, email: string) =>
        demo.app.inject({
          method: "POST",
          url: "/api/auth/user/code/init",
          payload: { email },
          headers: { publisherid: publisher, "x-bot-proof": proof },
        });
      const lookUp = (proof: string) =>
        demo.app.inject({
          url: `/api/oauth/user?email=${encodeURIComponent(uniqueEmail())}`,
          headers: { publisherid: publisher, "x-bot-proof": proof },
        });
      const first = await botProof(demo.app);
      const second = await botProof(demo.app);
      const unsent = uniqueEmail();

      expect((await sendCode(first, uniqueEmail())).statusCode).toBe(202);
      expect((await lookUp(first)).statusCode).toBe(403);
      expect((await lookUp(second)).statusCode).toBe(200);
      expect((await sendCode(second, unsent)).statusCode).toBe(403);
      const codes = await demo.database.db
        .select({ id: oneTimeCodes.id })
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.destination, `email:${unsent}`));
      expect(codes).toHaveLength(0);
    });
  });

  it("limits a flood of code requests to one address", async () => {
    const email = uniqueEmail();
    clock.advance(16 * 60);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await requestCode(email)).statusCode);

    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it("limits code requests from one network address across many destinations", async () => {
    const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 2_000 });
    const strict = await buildTestApp(demo.database.db, { clock, botCheck, codeSendsPerIp: 3 });
    clock.advance(16 * 60);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await strict.inject({
        method: "POST",
        url: "/api/auth/user/code/init",
        payload: { email: uniqueEmail() },
        headers: { publisherid: publisher, "x-bot-proof": await botProof(strict) },
      });
      statuses.push(response.statusCode);
    }
    await strict.close();

    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it("sends no more codes from one network than its limit when they are asked for at once", async () => {
    const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 2_000 });
    const strict = await buildTestApp(demo.database.db, { clock, botCheck, codeSendsPerIp: 4 });
    clock.advance(16 * 60);
    const proofs = await Promise.all(Array.from({ length: 12 }, () => botProof(strict)));
    const emails = proofs.map(() => uniqueEmail());

    const responses = await Promise.all(
      proofs.map((proof, index) =>
        strict.inject({
          method: "POST",
          url: "/api/auth/user/code/init",
          payload: { email: emails[index] },
          headers: { publisherid: publisher, "x-bot-proof": proof },
        }),
      ),
    );
    await strict.close();

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 202)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
    const sent = await demo.database.db
      .select({ id: oneTimeCodes.id })
      .from(oneTimeCodes)
      .where(
        inArray(
          oneTimeCodes.destination,
          emails.map((email) => `email:${email}`),
        ),
      );
    expect(sent).toHaveLength(4);
  });

  it("locks an identity after 20 failures in an hour", async () => {
    const email = uniqueEmail();
    clock.advance(60 * 60);
    for (let round = 0; round < 4; round += 1) {
      await requestCode(email);
      for (let i = 0; i < 5; i += 1) await confirm(email, "999999");
    }
    clock.advance(15 * 60);
    await requestCode(email);

    const response = await confirm(email, await latestCodeFor(demo.database.db, email));

    expect(response.statusCode).toBe(429);
    expect(response.json().message).toBe("Too many failed attempts. Please try again in an hour.");
  });

  it("explains a missing publisher id", async () => {
    const response = await demo.app.inject({
      method: "POST",
      url: "/api/auth/user/code/confirm",
      payload: { email: uniqueEmail(), code: "123456" },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/publisher id must be provided/);
  });
});
