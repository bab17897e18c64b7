import { randomUUID } from "node:crypto";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import {
  botProof,
  latestCodeFor,
  otherPublisherCatalog,
  refreshCookieOf,
  testClock,
} from "@creator-checkout/testing/sign-in-helpers";
import { saveTestCard } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { hash } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";

const uniqueEmail = () => `victim-${randomUUID().slice(0, 8)}@example.com`;

interface Signed {
  token: string;
  cookie: string;
  publisherId: string;
}

// The attacks of an account takeover through an address nobody proved, and the rules that stop
// them (docs/decisions/019): a session that never proved the address cannot set a password and
// never sees what the owner saves; the first proof ends every earlier session; a password
// change needs the current password or a fresh code, and ends the other sessions.
describe.each(testDatabases())("proof before power on $name", (kind) => {
  let hidePublisher: string;
  let hideUsername: string;
  const demoPublisher = demoIds.publisher;
  const clock = testClock();
  const demo = onDemoDatabase(kind, async ({ database }) => {
    const hide = otherPublisherCatalog();
    hide.publisher.otp_mode = "hide";
    await importCatalog(database, hide);
    hidePublisher = hide.publisher.id;
    hideUsername = hide.publisher.username;
    return buildSignInTestApp(database.db, clock);
  });

  const headersOf = (session: Signed) => ({
    publisherid: session.publisherId,
    authorization: `Bearer ${session.token}`,
  });

  /** What an attacker gets at a publisher that skips the code: a session for any address. */
  async function register(email: string, publisherId: string = hidePublisher) {
    const response = await demo.app.inject({
      method: "POST",
      url: "/api/oauth/user/link",
      payload: {
        email,
        return_token: true,
        creatorUsername: publisherId === hidePublisher ? hideUsername : "northwind",
      },
      headers: { publisherid: publisherId, "x-bot-proof": await botProof(demo.app) },
    });
    expect(response.statusCode).toBe(200);
    const token = response.json().token as string | null;
    return token ? { token, cookie: refreshCookieOf(response), publisherId: publisherId } : null;
  }

  async function signInWithCode(
    email: string,
    publisherId: string = demoPublisher,
  ): Promise<Signed> {
    await demo.app.inject({
      method: "POST",
      url: "/api/auth/user/code/init",
      payload: { email },
      headers: { publisherid: publisherId, "x-bot-proof": await botProof(demo.app) },
    });
    const confirmed = await demo.app.inject({
      method: "POST",
      url: "/api/auth/user/code/confirm",
      payload: { email, code: await latestCodeFor(demo.database.db, email) },
      headers: { publisherid: publisherId },
    });
    const session = await demo.app.inject({
      url: `/api/auth/user/claim/${confirmed.json().claim}`,
      headers: { publisherid: publisherId },
    });
    expect(session.statusCode).toBe(200);
    return { token: session.json().token, cookie: refreshCookieOf(session), publisherId };
  }

  async function signInWithPassword(
    email: string,
    password: string,
    publisherId: string = demoPublisher,
  ) {
    return demo.app.inject({
      method: "POST",
      url: "/api/oauth/user/login",
      payload: { email, password },
      headers: { publisherid: publisherId, "x-bot-proof": await botProof(demo.app) },
    });
  }

  const setPassword = (session: Signed, payload: object) =>
    demo.app.inject({
      method: "PUT",
      url: "/api/me/password",
      headers: headersOf(session),
      payload,
    });
  const cards = (session: Signed) =>
    demo.app.inject({ url: "/api/me/payment", headers: headersOf(session) });
  const refresh = (session: Signed) =>
    demo.app.inject({
      method: "POST",
      url: "/api/oauth/user/token",
      headers: { publisherid: session.publisherId, cookie: session.cookie },
    });

  it("refuses a password to a session that never proved the address", async () => {
    const attacker = await register(uniqueEmail());
    if (!attacker) throw new Error("a new address should get a session where the code is hidden");

    const response = await setPassword(attacker, { password: "attacker-password-1" });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: "PROOF_REQUIRED",
      message: "Confirm your address with a sign-in code before you set a password.",
    });
  });

  it("ends the attacker's session, at once, when the owner first proves the address", async () => {
    const email = uniqueEmail();
    const attacker = await register(email);
    if (!attacker) throw new Error("expected a session");
    expect((await cards(attacker)).statusCode).toBe(200);

    const owner = await signInWithCode(email, hidePublisher);
    await saveTestCard(demo.app, headersOf(owner));

    const seen = await cards(attacker);
    expect(seen.statusCode).toBe(401);
    expect(seen.json().error).toBe("SESSION_EXPIRED");
    expect((await refresh(attacker)).statusCode).toBe(401);
    expect((await cards(owner)).json().payment_methods).toHaveLength(1);
    expect(await register(email)).toBeNull();
  });

  it("ends a stranger's unproven session when the buyer saves a card under their own", async () => {
    const email = uniqueEmail();
    const stranger = await register(email);
    const buyer = await register(email);
    if (!stranger || !buyer) throw new Error("expected two sessions");

    await saveTestCard(demo.app, headersOf(buyer));

    expect((await cards(stranger)).statusCode).toBe(401);
    expect((await cards(buyer)).json().payment_methods).toHaveLength(1);
  });

  it("gives no new unproven session for an address that has saved something", async () => {
    const email = uniqueEmail();
    const buyer = await register(email);
    if (!buyer) throw new Error("expected a session");
    await saveTestCard(demo.app, headersOf(buyer));

    expect(await register(email)).toBeNull();
  });

  it("carries an unproven sign-in through an outbound claim without making it proven", async () => {
    const attacker = await register(uniqueEmail());
    if (!attacker) throw new Error("expected a session");
    const outbound = await demo.app.inject({
      method: "POST",
      url: "/api/auth/user/claim",
      headers: headersOf(attacker),
    });
    const exchanged = await demo.app.inject({
      url: `/api/auth/user/claim/${outbound.json().claim}`,
      headers: { publisherid: hidePublisher },
    });
    const second = {
      token: exchanged.json().token,
      cookie: refreshCookieOf(exchanged),
      publisherId: hidePublisher,
    };

    expect((await setPassword(second, { password: "attacker-password-1" })).statusCode).toBe(403);
  });

  it("ends the attacker's session when the owner proves the address at two publishers at once", async () => {
    const email = uniqueEmail();
    const attacker = await register(email);
    if (!attacker) throw new Error("expected a session");
    const publishers = [demoPublisher, hidePublisher];
    const codes: string[] = [];
    for (const publisherId of publishers) {
      await demo.app.inject({
        method: "POST",
        url: "/api/auth/user/code/init",
        payload: { email },
        headers: { publisherid: publisherId, "x-bot-proof": await botProof(demo.app) },
      });
      codes.push(await latestCodeFor(demo.database.db, email));
    }

    const confirmed = await Promise.all(
      publishers.map((publisherId, index) =>
        demo.app.inject({
          method: "POST",
          url: "/api/auth/user/code/confirm",
          payload: { email, code: codes[index] },
          headers: { publisherid: publisherId },
        }),
      ),
    );

    expect(confirmed.map((response) => response.statusCode)).toEqual([200, 200]);
    expect((await refresh(attacker)).statusCode).toBe(401);
    const stored = await demo.database.db.select().from(users).where(eq(users.email, email));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.verified_at).not.toBeNull();
  });

  it("keeps a proven buyer's password and sessions when they confirm another code", async () => {
    const email = uniqueEmail();
    const owner = await signInWithCode(email);
    expect((await setPassword(owner, { password: "owner-password-1" })).statusCode).toBe(204);

    await signInWithCode(email, hidePublisher);

    expect((await signInWithPassword(email, "owner-password-1")).statusCode).toBe(200);
    expect((await cards(owner)).statusCode).toBe(200);
  });

  it("drops a password set before the address was first proven", async () => {
    const email = uniqueEmail();
    await register(email);
    // A password left from before these rules, when an unproven session could set one.
    await demo.database.db
      .update(users)
      .set({ password_hash: await hash("attacker-password-1", { algorithm: 2 }) })
      .where(eq(users.email, email));

    await signInWithCode(email);

    expect((await signInWithPassword(email, "attacker-password-1")).statusCode).toBe(401);
  });

  it("lets a freshly proven buyer set a first password, which then signs in at every publisher", async () => {
    const email = uniqueEmail();
    const owner = await signInWithCode(email);

    expect((await setPassword(owner, { password: "owner-password-1" })).statusCode).toBe(204);

    expect((await signInWithPassword(email, "owner-password-1")).statusCode).toBe(200);
    expect((await signInWithPassword(email, "owner-password-1", hidePublisher)).statusCode).toBe(
      200,
    );
  });

  it("asks for the current password to change one once the code is no longer fresh", async () => {
    const email = uniqueEmail();
    const owner = await signInWithCode(email);
    await setPassword(owner, { password: "owner-password-1" });
    clock.advance(11 * 60);

    const without = await setPassword(owner, { password: "owner-password-2" });
    const wrong = await setPassword(owner, {
      password: "owner-password-2",
      current_password: "not-the-password",
    });

    expect(without.statusCode).toBe(403);
    expect(without.json().error).toBe("CURRENT_PASSWORD_REQUIRED");
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe("That is not your current password.");
    expect((await signInWithPassword(email, "owner-password-1")).statusCode).toBe(200);
  });

  it("ends every other session, at every publisher, when the password changes", async () => {
    const email = uniqueEmail();
    const here = await signInWithCode(email);
    await setPassword(here, { password: "owner-password-1" });
    const elsewhere = await signInWithCode(email, hidePublisher);
    const byPassword = await signInWithPassword(email, "owner-password-1");
    const passwordSession = {
      token: byPassword.json().token,
      cookie: refreshCookieOf(byPassword),
      publisherId: demoPublisher,
    };
    clock.advance(11 * 60);

    const changed = await setPassword(here, {
      password: "owner-password-2",
      current_password: "owner-password-1",
    });

    expect(changed.statusCode).toBe(204);
    expect((await cards(elsewhere)).statusCode).toBe(401);
    expect((await cards(passwordSession)).statusCode).toBe(401);
    expect((await refresh(elsewhere)).statusCode).toBe(401);
    expect((await cards(here)).statusCode).toBe(200);
    expect((await signInWithPassword(email, "owner-password-1")).statusCode).toBe(401);
    expect((await signInWithPassword(email, "owner-password-2")).statusCode).toBe(200);
  });

  it("accepts a code confirmed minutes ago in place of the current password", async () => {
    const email = uniqueEmail();
    const first = await signInWithCode(email);
    await setPassword(first, { password: "owner-password-1" });
    clock.advance(60 * 60);

    const fresh = await signInWithCode(email);

    expect((await setPassword(fresh, { password: "owner-password-2" })).statusCode).toBe(204);
    expect((await cards(first)).statusCode).toBe(401);
  });

  it("does not let a password sign-in stand in for the current password", async () => {
    const email = uniqueEmail();
    const owner = await signInWithCode(email);
    await setPassword(owner, { password: "owner-password-1" });
    const byPassword = await signInWithPassword(email, "owner-password-1");
    const session = {
      token: byPassword.json().token,
      cookie: refreshCookieOf(byPassword),
      publisherId: demoPublisher,
    };

    expect((await setPassword(session, { password: "owner-password-2" })).statusCode).toBe(403);
  });
});
