import { randomUUID } from "node:crypto";
import { buildTestApp, testSecret } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { botProof, latestCodeFor, testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";
import { createAltchaBotCheck } from "../domain/bot-check/create-altcha-bot-check";

// docs/decisions/098: a checkout in another site's frame keeps its session in memory.

const publisher = demoIds.publisher;
const FRAME = { "x-checkout-session": "frame" };

describe.each(testDatabases())("a framed checkout's session on $name", (kind) => {
  const clock = testClock();
  const demo = onDemoDatabase(kind, async ({ database }) => {
    const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 2_000 });
    return buildTestApp(database.db, { clock, botCheck, secureCookies: false });
  });

  /** Signs a new buyer in by code as the framed page does: every call says it is framed. */
  async function signInFramed() {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    await demo.app.inject({
      method: "POST",
      url: "/api/auth/user/code/init",
      payload: { email },
      headers: { ...FRAME, publisherid: publisher, "x-bot-proof": await botProof(demo.app) },
    });
    const code = await latestCodeFor(demo.database.db, email);
    const confirmed = await demo.app.inject({
      method: "POST",
      url: "/api/auth/user/code/confirm",
      payload: { email, code },
      headers: { ...FRAME, publisherid: publisher },
    });
    return demo.app.inject({
      url: `/api/auth/user/claim/${confirmed.json().claim}`,
      headers: { ...FRAME, publisherid: publisher },
    });
  }

  const refresh = (headers: Record<string, string>) =>
    demo.app.inject({
      method: "POST",
      url: "/api/oauth/user/token",
      headers: { publisherid: publisher, ...headers },
    });

  it("answers the refresh token in the body and sets no session cookie", async () => {
    const session = await signInFramed();

    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({
      token: expect.any(String),
      expires_in: 900,
      refresh_token: expect.any(String),
    });
    const names = session.cookies.map((c) => c.name);
    expect(names).not.toContain(`checkout_refresh_${publisher}`);
    expect(names).not.toContain(`checkout_session_${publisher}`);
  });

  it("renews with the token from memory, rotating it, and refuses the spent one", async () => {
    const first = (await signInFramed()).json().refresh_token as string;

    const renewed = await refresh({ ...FRAME, "x-refresh-token": first });
    expect(renewed.statusCode).toBe(200);
    const second = renewed.json().refresh_token as string;
    expect(renewed.json()).toEqual({
      token: expect.any(String),
      expires_in: 900,
      refresh_token: expect.any(String),
    });
    expect(second).not.toBe(first);
    expect(renewed.cookies).toEqual([]);

    const me = await demo.app.inject({
      url: "/api/me",
      headers: { publisherid: publisher, authorization: `Bearer ${renewed.json().token}` },
    });
    expect(me.json()).toMatchObject({ verified: true });

    // The spent token is no session: a rotation's grace or a refusal, never a fresh token.
    const replay = await refresh({ ...FRAME, "x-refresh-token": first });
    expect([401, 409]).toContain(replay.statusCode);
    expect(replay.json().message).toEqual(expect.any(String));
  });

  it("never hands the token to a page that does not say it is framed", async () => {
    const framed = (await signInFramed()).json().refresh_token as string;

    // A token in the header counts only from a framed checkout; without it the cookie does.
    const answer = await refresh({ "x-refresh-token": framed });

    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ token: null });
  });

  it("ends the session when the overlay goes, so its token renews nothing after", async () => {
    const token = (await signInFramed()).json().refresh_token as string;

    const out = await demo.app.inject({
      method: "POST",
      url: "/api/oauth/user/logout",
      headers: { ...FRAME, publisherid: publisher, "x-refresh-token": token },
    });
    expect(out.statusCode).toBe(204);

    const after = await refresh({ ...FRAME, "x-refresh-token": token });
    expect(after.statusCode).toBe(401);
  });

  it("answers a guest's framed refresh as a guest's, and refuses an overlong token", async () => {
    expect((await refresh(FRAME)).json()).toEqual({ token: null });

    const long = await refresh({ ...FRAME, "x-refresh-token": "x".repeat(600) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toEqual(expect.any(String));
  });
});
