import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { startFakeTurnstile } from "@creator-checkout/testing/fake-turnstile";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTurnstileSiteverify } from "../adapters/turnstile/turnstile-siteverify";
import { createTurnstileBotCheck } from "../domain/bot-check/create-turnstile-bot-check";

const siteKey = "stand-in-site-key";
const secretKey = "stand-in-secret-key";

// With Turnstile's keys set, every call that starts a sign-in needs a token Cloudflare (here its
// stand-in) issued, unused (docs/decisions/039).
describe.each(testDatabases())("Turnstile on $name", (kind) => {
  let turnstile: Awaited<ReturnType<typeof startFakeTurnstile>>;
  beforeAll(async () => {
    turnstile = await startFakeTurnstile({ siteKey, secretKey });
  });
  afterAll(() => turnstile.close());
  const demo = onDemoDatabase(kind, async ({ database }) =>
    buildTestApp(database.db, {
      botCheck: createTurnstileBotCheck({
        siteKey,
        scriptUrl: turnstile.scriptUrl,
        siteverify: createTurnstileSiteverify({ secretKey, verifyUrl: turnstile.verifyUrl }),
      }),
    }),
  );

  const lookUp = (proof?: string) =>
    demo.app.inject({
      url: "/api/oauth/user?email=someone%40example.com",
      headers: {
        publisherid: demoIds.publisher,
        ...(proof === undefined ? {} : { "x-bot-proof": proof }),
      },
    });

  it("tells the page to show Turnstile, from the configured script", async () => {
    const response = await demo.app.inject("/api/bot-check");

    expect(response.json()).toEqual({
      kind: "turnstile",
      site_key: siteKey,
      script_url: turnstile.scriptUrl,
    });
  });

  it("lets the page load the script and frame from that origin and no other", async () => {
    const response = await demo.app.inject("/api/bot-check");
    const policy = String(response.headers["content-security-policy"]);
    const directive = (name: string) =>
      policy
        .split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `));
    const origin = new URL(turnstile.scriptUrl).origin;

    expect(directive("script-src")?.split(" ")).toContain(origin);
    expect(directive("frame-src")?.split(" ")).toContain(origin);
    expect(directive("connect-src")?.split(" ")).not.toContain(origin);
    expect(policy).not.toContain("challenges.cloudflare.com");
  });

  it("refuses a call with no token or a forged one, without asking when there is none", async () => {
    const asked = turnstile.verifications();
    const absent = await lookUp();
    expect(turnstile.verifications()).toBe(asked);

    for (const forged of ["", "stand-in.forged", "XXXX.DUMMY.TOKEN.XXXX", "x".repeat(9_000)]) {
      const response = await lookUp(forged);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: "BOT_CHECK_FAILED",
        message: "Please complete the verification and try again.",
      });
    }
    expect(absent.statusCode).toBe(403);
  });

  it("accepts a token it issued once, and refuses it the second time", async () => {
    const token = turnstile.issueToken();

    expect((await lookUp(token)).statusCode).toBe(200);
    expect((await lookUp(token)).statusCode).toBe(403);
  });

  it("refuses a real token when the server's secret is wrong", async () => {
    const wrongSecret = await buildTestApp(demo.database.db, {
      botCheck: createTurnstileBotCheck({
        siteKey,
        siteverify: createTurnstileSiteverify({
          secretKey: "not-the-secret",
          verifyUrl: turnstile.verifyUrl,
        }),
      }),
    });
    const response = await wrongSecret.inject({
      url: "/api/oauth/user?email=someone%40example.com",
      headers: { publisherid: demoIds.publisher, "x-bot-proof": turnstile.issueToken() },
    });
    await wrongSecret.close();

    expect(response.statusCode).toBe(403);
  });

  it("uses Cloudflare's own addresses when none are configured", async () => {
    const cloudflare = createTurnstileBotCheck({
      siteKey,
      siteverify: createTurnstileSiteverify({ secretKey }),
    });

    expect(cloudflare.scriptUrl).toBe("https://challenges.cloudflare.com/turnstile/v0/api.js");
  });
});
