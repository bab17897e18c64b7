import { createHash, generateKeyPairSync, randomInt, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Writable } from "node:stream";
import type { SocialMethod } from "@creator-checkout/core/sign-in";
import { testSecret } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import {
  type StandInAccount,
  startFakeSocialProviders,
} from "@creator-checkout/testing/fake-social-providers";
import {
  STAND_IN_OIDC_ACCOUNTS,
  STAND_IN_OIDC_CLIENT,
  startOidcProvider,
} from "@creator-checkout/testing/oidc-provider";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import {
  botProof,
  knownDeviceSetBy,
  latestCodeFor,
  otherPublisherCatalog,
  refreshCookieOf,
  testClock,
} from "@creator-checkout/testing/sign-in-helpers";
import {
  bindingCookieOf,
  deliverToCheckout,
  followNamedProvider,
  followOidcProvider,
  postedMessage,
} from "@creator-checkout/testing/social-login-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { configuredSocialProviders } from "../adapters/social-login/configured-social-providers";
import type { NamedMethod } from "../adapters/social-login/named-provider-names";
import { buildApp } from "../app";
import { publishers, refreshTokens, userIdentities, users } from "../db/schema";
import { createAltchaBotCheck } from "../domain/bot-check/create-altcha-bot-check";
import { importCatalog } from "../domain/catalog/import-catalog";
import { pruneExpiredRows } from "../domain/housekeeping/prune-expired-rows";

const checkoutOrigin = "http://checkout.test";
const publisherId: string = demoIds.publisher;
const namedMethods: NamedMethod[] = [
  "github",
  "google",
  "facebook",
  "linkedin",
  "twitter",
  "apple",
];
const clients = Object.fromEntries(
  namedMethods
    .filter((type) => type !== "apple")
    .map((type) => [type, { clientId: `${type}-client`, clientSecret: `${type}-secret` }]),
) as Record<Exclude<NamedMethod, "apple">, { clientId: string; clientSecret: string }>;
const appleKeys = generateKeyPairSync("ec", { namedCurve: "P-256" });
const apple = {
  clientId: "com.example.checkout",
  teamId: "TEAM123456",
  keyId: "KEY1234567",
  privateKey: appleKeys.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  publicKeyPem: appleKeys.publicKey.export({ type: "spki", format: "pem" }).toString(),
};

const uniqueEmail = () => `social-${randomUUID().slice(0, 8)}@example.com`;
const subjectFor = (type: SocialMethod) =>
  type === "github" ? String(randomInt(1, 2 ** 31)) : `${type}-${randomUUID()}`;

describe.each(testDatabases())("social login on $name", (kind) => {
  const clock = testClock();
  let fake: Awaited<ReturnType<typeof startFakeSocialProviders>>;
  let oidc: Awaited<ReturnType<typeof startOidcProvider>>;
  let otherPublisher: string;
  const log: string[] = [];

  beforeAll(async () => {
    fake = await startFakeSocialProviders({ clients, apple });
    oidc = await startOidcProvider({ checkoutUrl: checkoutOrigin });
  });
  afterAll(async () => {
    await fake?.close();
    await oidc?.close();
  });

  const demo = onDemoDatabase(kind, async ({ database }) => {
    const other = otherPublisherCatalog();
    await importCatalog(database, other);
    otherPublisher = other.publisher.id;
    // Every provider but LinkedIn: a provider the operator has not configured.
    await database.db
      .update(publishers)
      .set({ authentication_methods: ["email", "sms", ...namedMethods, "oidc"] });
    const socialProviders = configuredSocialProviders({
      PUBLIC_URL: checkoutOrigin,
      SOCIAL_LOGIN_API_URL: fake.url,
      GITHUB_CLIENT_ID: clients.github.clientId,
      GITHUB_CLIENT_SECRET: clients.github.clientSecret,
      GOOGLE_CLIENT_ID: clients.google.clientId,
      GOOGLE_CLIENT_SECRET: clients.google.clientSecret,
      FACEBOOK_CLIENT_ID: clients.facebook.clientId,
      FACEBOOK_CLIENT_SECRET: clients.facebook.clientSecret,
      TWITTER_CLIENT_ID: clients.twitter.clientId,
      TWITTER_CLIENT_SECRET: clients.twitter.clientSecret,
      APPLE_CLIENT_ID: apple.clientId,
      APPLE_TEAM_ID: apple.teamId,
      APPLE_KEY_ID: apple.keyId,
      APPLE_PRIVATE_KEY: apple.privateKey,
      OIDC_ISSUER: oidc.issuer,
      OIDC_CLIENT_ID: STAND_IN_OIDC_CLIENT.clientId,
      OIDC_CLIENT_SECRET: STAND_IN_OIDC_CLIENT.clientSecret,
      OIDC_NAME: "Acme SSO",
    });
    return buildApp({
      db: database.db,
      secret: testSecret,
      publicUrl: checkoutOrigin,
      webRoot: join(mkdtempSync(join(tmpdir(), "checkout-web-")), "missing"),
      clock,
      botCheck: createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 2_000 }),
      socialProviders,
      codeSendsPerIp: 10_000,
      // Captured, to show what a failure logs and that no secret is in it.
      logLevel: "warn",
      logStream: new Writable({
        write(chunk, _encoding, done) {
          log.push(chunk.toString());
          done();
        },
      }),
    });
  });
  beforeEach(() => {
    log.length = 0;
  });

  const connect = (type: string, query: Record<string, string> = {}, cookie?: string) =>
    demo.app.inject({
      url: `/api/connect/${type}/user?${new URLSearchParams({
        client_id: publisherId,
        origin: checkoutOrigin,
        ...query,
      })}`,
      headers: cookie ? { cookie } : {},
    });

  /** A whole social login, as the pop-up goes through it. */
  async function socialLogin(
    type: SocialMethod,
    account: StandInAccount | "verified-buyer" | "unverified-buyer" | "cancel",
    query: Record<string, string> = {},
  ) {
    const started = await connect(type, query);
    expect(started.statusCode, started.body).toBe(302);
    const cookie = bindingCookieOf(started);
    const providerUrl = started.headers.location as string;
    let answer: Awaited<ReturnType<typeof followNamedProvider>>;
    if (type === "oidc") {
      if (typeof account !== "string") throw new Error("the OpenID provider takes a choice");
      answer = await followOidcProvider(providerUrl, account);
    } else {
      if (typeof account === "string") throw new Error("the stand-in takes an account");
      fake.signInNextAs(type, account);
      answer = await followNamedProvider(providerUrl);
    }
    const finished = await deliverToCheckout(demo.app, answer, cookie);
    return { started, answer, cookie, finished };
  }

  const refresh = (response: LightMyRequestResponse, publisher = publisherId) =>
    demo.app.inject({
      method: "POST",
      url: "/api/oauth/user/token",
      headers: { publisherid: publisher, cookie: refreshCookieOf(response) },
    });

  async function signInWithCode(email: string, publisher = publisherId) {
    await demo.app.inject({
      method: "POST",
      url: "/api/auth/user/code/init",
      payload: { email },
      headers: { publisherid: publisher, "x-bot-proof": await botProof(demo.app) },
    });
    const confirmed = await demo.app.inject({
      method: "POST",
      url: "/api/auth/user/code/confirm",
      payload: { email, code: await latestCodeFor(demo.database.db, email) },
      headers: { publisherid: publisher },
    });
    return demo.app.inject({
      url: `/api/auth/user/claim/${confirmed.json().claim}`,
      headers: { publisherid: publisher },
    });
  }

  const userByEmail = async (email: string) =>
    (await demo.database.db.select().from(users).where(eq(users.email, email)))[0];

  describe("signs a buyer in through each provider", () => {
    it.each(namedMethods.filter((type) => type !== "linkedin"))(
      "%s: sets the refresh cookie on the callback's answer, and the refresh call then works",
      async (type) => {
        const email = uniqueEmail();
        const { finished } = await socialLogin(type, {
          subject: subjectFor(type),
          email,
          emailVerified: true,
        });

        expect(finished.statusCode).toBe(200);
        // The claim is for a checkout framed by another site, which cannot read the cookie.
        expect(postedMessage(finished)).toEqual({
          message: { type: "social-login", status: "success", claim: expect.any(String) },
          targetOrigin: checkoutOrigin,
        });
        // No token in the page: only the cookie carries the session.
        expect(finished.body).not.toMatch(/token/i);
        const cookie = finished.cookies.find((c) => c.name === `checkout_refresh_${publisherId}`);
        expect(cookie).toMatchObject({
          httpOnly: true,
          sameSite: "Strict",
          path: "/api/oauth/user",
        });
        const renewed = await refresh(finished);
        expect(renewed.statusCode).toBe(200);
        const me = await demo.app.inject({
          url: "/api/me",
          headers: { publisherid: publisherId, authorization: `Bearer ${renewed.json().token}` },
        });
        expect(me.json()).toMatchObject({ email });
        // The provider vouched for the address: the browser is known for it (docs/decisions/063).
        expect(knownDeviceSetBy(finished, `email:${email}`)).not.toBeNull();
      },
    );

    it("oidc: signs in through a real OpenID provider, PKCE, nonce and ID token checked", async () => {
      const { started, finished } = await socialLogin("oidc", "verified-buyer");

      const providerUrl = new URL(started.headers.location as string);
      expect(providerUrl.origin).toBe(oidc.issuer);
      expect(providerUrl.searchParams.get("code_challenge_method")).toBe("S256");
      expect(providerUrl.searchParams.get("nonce")).toBeTruthy();
      expect(providerUrl.searchParams.get("redirect_uri")).toBe(
        `${checkoutOrigin}/api/connect/oidc/callback`,
      );
      const { message } = postedMessage(finished);
      expect(message).toEqual({
        type: "social-login",
        status: "success",
        claim: expect.any(String),
      });
      expect((await refresh(finished)).statusCode).toBe(200);

      // A checkout in another site's frame spends the claim, once, for a session in its memory
      // (docs/decisions/098).
      const spend = () =>
        demo.app.inject({
          url: `/api/auth/user/claim/${message.claim}`,
          headers: { publisherid: publisherId, "x-checkout-session": "frame" },
        });
      const framed = await spend();
      expect(framed.json()).toEqual({
        token: expect.any(String),
        expires_in: 900,
        refresh_token: expect.any(String),
      });
      expect((await spend()).statusCode).toBe(401);
      const user = await userByEmail(STAND_IN_OIDC_ACCOUNTS["verified-buyer"].email);
      expect(user?.verified_at).not.toBeNull();
    });

    it("sends state everywhere, PKCE where the provider takes it, and each provider's client authentication", async () => {
      const expected: Record<Exclude<NamedMethod, "linkedin">, ["basic" | "post", boolean]> = {
        github: ["basic", false],
        google: ["basic", true],
        facebook: ["post", false],
        twitter: ["basic", true],
        apple: ["post", false],
      };
      for (const [type, [clientAuthentication, pkce]] of Object.entries(expected)) {
        fake.tokenRequests.length = 0;
        const { started, finished } = await socialLogin(type as NamedMethod, {
          subject: subjectFor(type as NamedMethod),
          email: uniqueEmail(),
          emailVerified: true,
        });
        const providerUrl = new URL(started.headers.location as string);
        expect(providerUrl.searchParams.get("state")?.length).toBeGreaterThanOrEqual(32);
        expect(providerUrl.searchParams.has("code_challenge")).toBe(pkce);
        expect(fake.tokenRequests).toEqual([{ type, clientAuthentication, pkce }]);
        expect(postedMessage(finished).message.status).toBe("success");
      }
    });

    it("serves the pop-up page with a policy that admits its one script by hash", async () => {
      const { finished } = await socialLogin("google", {
        subject: subjectFor("google"),
        email: uniqueEmail(),
        emailVerified: true,
      });
      const script = finished.body.match(/<script>(.*)<\/script>/)?.[1] ?? "";
      const hash = createHash("sha256").update(script).digest("base64");
      expect(finished.headers["content-type"]).toMatch(/^text\/html/);
      expect(finished.headers["content-security-policy"]).toBe(
        `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      );
      expect(finished.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
      expect(script).toContain("window.close()");
      expect(finished.body).not.toContain('"*"');
    });

    it("redirect mode: answers 303 to redirect_uri, with social_login=failed when it fails", async () => {
      const redirectUri = `${checkoutOrigin}/${demoIds.monthly}?utm_source=news`;
      const success = await socialLogin(
        "google",
        { subject: subjectFor("google"), email: uniqueEmail(), emailVerified: true },
        { redirect_uri: redirectUri },
      );
      expect(success.finished.statusCode).toBe(303);
      expect(success.finished.headers.location).toBe(redirectUri);
      expect((await refresh(success.finished)).statusCode).toBe(200);

      const failure = await socialLogin(
        "google",
        { error: "access_denied" },
        { redirect_uri: redirectUri },
      );
      expect(failure.finished.statusCode).toBe(303);
      const location = new URL(failure.finished.headers.location as string);
      expect(location.searchParams.get("social_login")).toBe("failed");
      expect(location.searchParams.get("utm_source")).toBe("news");
      expect(failure.finished.cookies).toEqual([]);
    });
  });

  describe("refuses what is not its own", () => {
    it.each([
      ["a foreign origin", { origin: "https://evil.example" }],
      ["an origin that only starts like ours", { origin: "http://checkout.test.evil.example" }],
      ["a redirect_uri elsewhere", { redirect_uri: "https://evil.example/steal" }],
      [
        "a redirect_uri on a look-alike host",
        { redirect_uri: "http://checkout.test.evil.example/" },
      ],
      ["a protocol-relative redirect_uri", { redirect_uri: "//evil.example/" }],
      ["a script redirect_uri", { redirect_uri: "javascript:alert(1)" }],
      ["a redirect_uri with credentials", { redirect_uri: "http://user:pw@checkout.test/" }],
      ["a relative redirect_uri", { redirect_uri: "/somewhere" }],
    ])("refuses %s with a sentence, before any attempt is stored", async (_name, query) => {
      const response = await connect("google", query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "BAD_REQUEST",
        message: expect.stringMatching(/must be .*http:\/\/checkout\.test/),
      });
      expect(response.headers.location).toBeUndefined();
    });

    it("refuses a provider the operator has not configured, even if the publisher enables it", async () => {
      const response = await connect("linkedin");
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "METHOD_NOT_OFFERED",
        message: "This creator does not offer sign-in by LinkedIn.",
      });
    });

    it("refuses a configured provider the publisher does not enable", async () => {
      await demo.database.db
        .update(publishers)
        .set({ authentication_methods: ["email"] })
        .where(eq(publishers.id, otherPublisher));
      const response = await connect("google", { client_id: otherPublisher });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: "METHOD_NOT_OFFERED",
        message: "This creator does not offer sign-in by Google.",
      });
    });

    it("refuses an unknown publisher", async () => {
      const response = await connect("google", { client_id: randomUUID() });
      expect(response.statusCode).toBe(404);
    });

    it("shows the page only the providers both the publisher and the operator offer", async () => {
      const profile = await demo.app.inject(`/api/client/query/${publisherId}`);
      expect(profile.json().authentication_methods).toEqual([
        "email",
        "sms",
        "github",
        "google",
        "facebook",
        "twitter",
        "apple",
        "oidc",
      ]);
      const graph = await demo.app.inject({
        method: "POST",
        url: "/api/query",
        payload: {
          query: `query ($id: ID) { product(id: $id) { publisher { authentication_methods oidc_name } } }`,
          variables: { id: demoIds.membership },
        },
      });
      expect(graph.json().data.product.publisher).toEqual({
        authentication_methods: profile.json().authentication_methods,
        oidc_name: "Acme SSO",
      });
    });
  });

  describe("takes each attempt once, from the browser that started it", () => {
    it("refuses a replayed callback", async () => {
      const { answer, cookie, finished } = await socialLogin("google", {
        subject: subjectFor("google"),
        email: uniqueEmail(),
        emailVerified: true,
      });
      expect(postedMessage(finished).message.status).toBe("success");

      const replayed = await deliverToCheckout(demo.app, answer, cookie);
      expect(postedMessage(replayed).message).toEqual({
        type: "social-login",
        status: "error",
        error: "invalid_state",
      });
      expect(replayed.cookies).toEqual([]);
    });

    it.each([
      ["no state", (url: URL) => url.searchParams.delete("state")],
      ["another state", (url: URL) => url.searchParams.set("state", "x".repeat(43))],
      ["an empty state", (url: URL) => url.searchParams.set("state", "")],
      ["a huge state", (url: URL) => url.searchParams.set("state", "x".repeat(5_000))],
    ])("refuses a callback with %s", async (_name, tamper) => {
      const started = await connect("google");
      fake.signInNextAs("google", {
        subject: subjectFor("google"),
        email: uniqueEmail(),
        emailVerified: true,
      });
      const answer = await followNamedProvider(started.headers.location as string);
      tamper(answer.url);
      const response = await deliverToCheckout(demo.app, answer, bindingCookieOf(started));
      expect(response.statusCode).toBe(200);
      expect(postedMessage(response).message.error).toBe("invalid_state");
      expect(response.cookies).toEqual([]);
    });

    it("refuses a callback from a browser that did not start the attempt (login CSRF)", async () => {
      const started = await connect("google");
      fake.signInNextAs("google", {
        subject: subjectFor("google"),
        email: uniqueEmail(),
        emailVerified: true,
      });
      const answer = await followNamedProvider(started.headers.location as string);
      const otherBrowser = bindingCookieOf(await connect("google"));

      const withoutCookie = await deliverToCheckout(demo.app, answer, undefined);
      const withAnotherCookie = await deliverToCheckout(demo.app, answer, otherBrowser);
      expect(postedMessage(withoutCookie).message.error).toBe("invalid_state");
      expect(postedMessage(withAnotherCookie).message.error).toBe("invalid_state");
      // The attempt is still there for its own browser.
      const own = await deliverToCheckout(demo.app, answer, bindingCookieOf(started));
      expect(postedMessage(own).message.status).toBe("success");
    });

    it("refuses an attempt older than ten minutes", async () => {
      const started = await connect("google");
      fake.signInNextAs("google", {
        subject: subjectFor("google"),
        email: uniqueEmail(),
        emailVerified: true,
      });
      const answer = await followNamedProvider(started.headers.location as string);
      clock.advance(10 * 60 + 1);
      const response = await deliverToCheckout(demo.app, answer, bindingCookieOf(started));
      expect(postedMessage(response).message.error).toBe("invalid_state");
      // Housekeeping then deletes it, with every other attempt past its ten minutes.
      const pruned = await pruneExpiredRows({ db: demo.database.db, clock });
      expect(pruned.socialLogins).toBeGreaterThanOrEqual(1);
    });

    it("gives one session to two callbacks racing for one state", async () => {
      const email = uniqueEmail();
      const started = await connect("google");
      fake.signInNextAs("google", { subject: subjectFor("google"), email, emailVerified: true });
      const answer = await followNamedProvider(started.headers.location as string);
      const cookie = bindingCookieOf(started);

      const answers = await Promise.all(
        Array.from({ length: 5 }, () => deliverToCheckout(demo.app, answer, cookie)),
      );
      const outcomes = answers.map((response) => postedMessage(response).message.status);
      expect(outcomes.filter((status) => status === "success")).toHaveLength(1);
      expect(outcomes.filter((status) => status === "error")).toHaveLength(4);
      const user = await userByEmail(email);
      const sessions = await demo.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.user_id, user?.id ?? ""));
      expect(sessions).toHaveLength(1);
    });
  });

  describe("reports the provider's errors without a 5xx, and logs no secret", () => {
    it("reports a buyer who cancels at the OpenID provider", async () => {
      const { finished } = await socialLogin("oidc", "cancel");
      expect(finished.statusCode).toBe(200);
      expect(postedMessage(finished).message).toEqual({
        type: "social-login",
        status: "error",
        error: "cancelled",
      });
      expect(log.join("")).toMatch(/"failure":"cancelled"/);
    });

    it("reports another provider error, and a token endpoint that fails", async () => {
      const declined = await socialLogin("github", { error: "server_error" });
      expect(postedMessage(declined.finished).message.error).toBe("provider_error");

      const email = uniqueEmail();
      fake.failTokenEndpoint("facebook");
      const { answer, finished } = await socialLogin("facebook", {
        subject: subjectFor("facebook"),
        email,
        emailVerified: true,
      });
      expect(finished.statusCode).toBe(200);
      expect(postedMessage(finished).message.error).toBe("provider_error");
      expect(await userByEmail(email)).toBeUndefined();
      const logged = log.join("");
      expect(logged).toMatch(/"provider":"facebook","failure":"provider_error"/);
      for (const secret of [
        answer.url.searchParams.get("code"),
        answer.url.searchParams.get("state"),
      ])
        expect(logged).not.toContain(secret);
      expect(logged).not.toContain(email);
    });
  });

  describe("links only what the provider vouches for (docs/decisions/034)", () => {
    it("never signs an unverified provider address into an existing verified account", async () => {
      const email = uniqueEmail();
      const owner = await signInWithCode(email);
      expect(owner.statusCode).toBe(200);

      const { finished } = await socialLogin("google", {
        subject: subjectFor("google"),
        email,
        emailVerified: false,
      });
      expect(postedMessage(finished).message.error).toBe("email_not_verified");
      expect(finished.cookies).toEqual([]);
      const user = await userByEmail(email);
      const links = await demo.database.db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.user_id, user?.id ?? ""));
      expect(links).toEqual([]);
      expect((await refresh(owner)).statusCode).toBe(200);
    });

    it("creates no account for an unverified address nobody holds", async () => {
      const { finished } = await socialLogin("oidc", "unverified-buyer");
      expect(postedMessage(finished).message.error).toBe("email_not_verified");
      expect(await userByEmail(STAND_IN_OIDC_ACCOUNTS["unverified-buyer"].email)).toBeUndefined();
    });

    it("refuses a provider account with no address", async () => {
      const { finished } = await socialLogin("github", {
        subject: subjectFor("github"),
        email: null,
        emailVerified: false,
      });
      expect(postedMessage(finished).message.error).toBe("email_missing");
    });

    it("signs a verified address into the account that holds it, and links the provider account", async () => {
      const email = uniqueEmail();
      await signInWithCode(email);
      const subject = subjectFor("apple");
      const { finished } = await socialLogin("apple", { subject, email, emailVerified: true });
      expect(postedMessage(finished).message.status).toBe("success");

      const user = await userByEmail(email);
      const [link] = await demo.database.db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.subject, subject));
      expect(link).toMatchObject({ provider: "apple", user_id: user?.id, email });

      // Later the provider knows the account by another, unverified address: still the same
      // account, found by the provider's id for it.
      const again = await socialLogin("apple", {
        subject,
        email: uniqueEmail(),
        emailVerified: false,
      });
      expect(postedMessage(again.finished).message.status).toBe("success");
      // An address the provider did not vouch for makes the browser known for nothing.
      const known = again.finished.cookies.filter((c) => c.name.startsWith("checkout_device_"));
      expect(known).toEqual([]);
      const renewed = await refresh(again.finished);
      const me = await demo.app.inject({
        url: "/api/me",
        headers: { publisherid: publisherId, authorization: `Bearer ${renewed.json().token}` },
      });
      expect(me.json()).toMatchObject({ email });
    });
  });

  describe("proof before power (docs/decisions/019)", () => {
    it("proves the address: ends sessions opened before it, and may set a first password", async () => {
      const hide = otherPublisherCatalog();
      hide.publisher.otp_mode = "hide";
      hide.publisher.authentication_methods = ["email", "google"];
      await importCatalog(demo.database, hide);
      const email = uniqueEmail();
      const attacker = await demo.app.inject({
        method: "POST",
        url: "/api/oauth/user/link",
        payload: { email, return_token: true, creatorUsername: hide.publisher.username },
        headers: { publisherid: hide.publisher.id, "x-bot-proof": await botProof(demo.app) },
      });
      expect(attacker.json().token).toBeTruthy();

      const { finished } = await socialLogin(
        "google",
        { subject: subjectFor("google"), email, emailVerified: true },
        { client_id: hide.publisher.id },
      );
      expect(postedMessage(finished).message.status).toBe("success");
      expect((await refresh(attacker, hide.publisher.id)).statusCode).toBe(401);

      const renewed = await refresh(finished, hide.publisher.id);
      const setPassword = await demo.app.inject({
        method: "PUT",
        url: "/api/me/password",
        headers: {
          publisherid: hide.publisher.id,
          authorization: `Bearer ${renewed.json().token}`,
        },
        payload: { password: "a-long-new-password-1" },
      });
      expect(setPassword.statusCode).toBe(204);
    });

    it("opens the session at the attempt's publisher only (tenancy)", async () => {
      const { finished } = await socialLogin("google", {
        subject: subjectFor("google"),
        email: uniqueEmail(),
        emailVerified: true,
      });
      const renewed = await refresh(finished);
      const elsewhere = await demo.app.inject({
        url: "/api/me",
        headers: { publisherid: otherPublisher, authorization: `Bearer ${renewed.json().token}` },
      });
      expect(elsewhere.statusCode).toBe(401);
      expect(finished.cookies.map((c) => c.name)).toContain(`checkout_refresh_${publisherId}`);
    });
  });

  describe("hostile query strings", () => {
    it.each([
      ["an unknown provider", "/api/connect/myspace/user"],
      ["another scope", `/api/connect/google/publisher?client_id=${publisherId}`],
      ["no client_id", "/api/connect/google/user"],
      ["a client_id that is not an id", "/api/connect/google/user?client_id=' OR 1=1 --"],
      [
        "two client_ids",
        `/api/connect/google/user?client_id=${publisherId}&client_id=${publisherId}`,
      ],
      ["a malformed jwt", `/api/connect/google/user?client_id=${publisherId}&jwt=abc`],
      [
        "a user_id that is not an id",
        `/api/connect/google/user?client_id=${publisherId}&user_id=1`,
      ],
      [
        "a referer that is not a web address",
        `/api/connect/google/user?client_id=${publisherId}&referer=javascript:x`,
      ],
      [
        "a newsletter id that is not an id",
        `/api/connect/google/user?client_id=${publisherId}&newsletter_ids=x`,
      ],
      [
        "custom_fields that are not JSON",
        `/api/connect/google/user?client_id=${publisherId}&custom_fields=%7B`,
      ],
      [
        "custom_fields that are a list",
        `/api/connect/google/user?client_id=${publisherId}&custom_fields=%5B%5D`,
      ],
      ["a huge utm", `/api/connect/google/user?client_id=${publisherId}&utm=${"u".repeat(3_000)}`],
      [
        "an article id with a path",
        `/api/connect/google/user?client_id=${publisherId}&article_id=../x`,
      ],
    ])("refuses %s with a sentence", async (_name, url) => {
      const response = await demo.app.inject(url);
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().message).toEqual(expect.any(String));
    });

    it("accepts the spec's whole query", async () => {
      const newsletter = randomUUID();
      const response = await connect("google", {
        redirect_uri: `${checkoutOrigin}/x`,
        utm: "utm_source=news",
        jwt: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln",
        user_id: randomUUID(),
        referer: "https://creator.example/post",
        article_id: "a1",
        form_id: "f1",
        newsletter_ids: newsletter,
        custom_fields: JSON.stringify({ [randomUUID()]: "yes" }),
      });
      expect(response.statusCode).toBe(302);
    });

    it.each([
      ["state as a list", "?state=a&state=b&code=c"],
      ["a NUL byte", "?state=%00&code=%00"],
      ["an error with markup", "?error=%3Cscript%3E&state=x"],
      ["nothing at all", ""],
    ])("answers a callback with %s with the error page, never a 5xx", async (_name, query) => {
      const response = await demo.app.inject(`/api/connect/google/callback${query}`);
      expect(response.statusCode).toBeLessThan(500);
      if (response.statusCode === 200) {
        expect(postedMessage(response).message.status).toBe("error");
        expect(response.body).not.toContain("<script>alert");
      }
    });
  });
});
