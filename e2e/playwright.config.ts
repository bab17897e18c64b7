import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { startScriptNodeOptions } from "@creator-checkout/testing/start-script";
import { defineConfig, devices } from "@playwright/test";
import type { SentryOptions } from "./support/error-reports";
import { OIDC_PROVIDER_NAME } from "./support/social-login";
import type { StripeOptions } from "./support/stripe";

// Processes on consecutive ports from E2E_PORT_BASE, so a second run can go beside the first:
// the checkout on its test processor, the checkout on Stripe, the local stand-in for Stripe's
// API that the Stripe one (and its page, through the tests' routes) talks to, and the checkout
// with social login beside the OpenID provider it uses.
const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);
const ports = {
  testProcessor: portBase,
  stripe: portBase + 1,
  fakeStripeApi: portBase + 2,
  // The checkout with social login, and the real OpenID provider it signs buyers in through.
  social: portBase + 3,
  oidcProvider: portBase + 4,
  // The stand-in for the EU's VIES, which every checkout asks about VAT numbers.
  fakeVies: portBase + 5,
  // The checkout with Cloudflare Turnstile as its bot check, and the stand-in for Cloudflare.
  turnstile: portBase + 6,
  fakeTurnstile: portBase + 7,
  // The checkout reporting its errors to Sentry, and the stand-in for Sentry it reports to.
  sentry: portBase + 8,
  sentryStandIn: portBase + 9,
  // The checkout on a host name, since WebAuthn refuses an IP address as a passkey's RP ID.
  passkeys: portBase + 11,
};
const address = (port: number) => `http://127.0.0.1:${port}`;
// How long a server may take to start: E2E_SERVER_START_TIMEOUT raises it on a machine shared
// with other work, where a dozen servers starting together each take minutes.
const startCeiling = (milliseconds: number) =>
  Number(process.env.E2E_SERVER_START_TIMEOUT ?? milliseconds);
// The built page the servers serve: apps/web/dist unless E2E_WEB_ROOT names another build.
const webRoot = process.env.E2E_WEB_ROOT ? resolve(process.env.E2E_WEB_ROOT) : undefined;

// The test-processor checkout's data folder, named in the environment so that the journeys
// (whose workers load this file again) can hand `npm run billing` to the same server.
const testProcessorDataDir =
  process.env.E2E_TEST_PROCESSOR_DATA_DIR ?? mkdtempSync(join(tmpdir(), "creator-checkout-e2e-"));
process.env.E2E_TEST_PROCESSOR_DATA_DIR = testProcessorDataDir;

// The compiled server with `npm start`'s options, as production runs it, and source maps for
// readable failures: `npm run test:e2e` builds it first.
const compiledServer = [
  "node",
  ...startScriptNodeOptions(),
  "--enable-source-maps",
  "../apps/server/dist/main.js",
].join(" ");

/** A checkout server with settings of its own on top of the tests' common ones. */
function checkoutServer(port: number, settings: Record<string, string> = {}) {
  return {
    command: compiledServer,
    cwd: import.meta.dirname,
    url: `${address(port)}/healthz`,
    reuseExistingServer: false,
    timeout: startCeiling(120_000),
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // Links in e-mails (receipts, failed renewals) lead back to the address the journeys use.
      PUBLIC_URL: address(port),
      // Every run starts from an empty data folder, so the server migrates and seeds the demo
      // catalog afresh and no test depends on what an earlier run left behind.
      DATA_DIR: mkdtempSync(join(tmpdir(), "creator-checkout-e2e-")),
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      // The suite signs many buyers in from one address: the per-network limits are set far
      // above what it uses, so no journey depends on how many others ran before it. The limits
      // per e-mail address stay as shipped, and resend-limit.spec.ts meets them as a buyer would.
      CODE_SENDS_PER_IP: "100000",
      API_RATE_LIMIT_PER_MINUTE: "100000",
      VIES_URL: address(ports.fakeVies),
      ...(webRoot ? { WEB_ROOT: webRoot } : {}),
      ...settings,
    },
  };
}

// The OpenID provider's address, for the journeys that play a page on another origin.
process.env.E2E_OIDC_ISSUER = address(ports.oidcProvider);
// The social checkout's port, for the journey that signs in socially inside the overlay.
process.env.E2E_SOCIAL_PORT = String(ports.social);

/**
 * The demo catalog with social login turned on, for the social checkout alone: the other
 * checkouts keep the demo as shipped. It is imported into the empty data folder before the
 * server starts, so the server finds a publisher and seeds nothing else.
 */
function socialCatalogFile(): string {
  const catalog = JSON.parse(
    readFileSync(resolve(import.meta.dirname, "../apps/server/catalogs/demo.json"), "utf8"),
  );
  catalog.publisher.authentication_methods = ["email", "sms", "oidc"];
  const file = join(mkdtempSync(join(tmpdir(), "creator-checkout-e2e-")), "social-catalog.json");
  writeFileSync(file, JSON.stringify(catalog));
  return file;
}

// Keys the Turnstile checkout and the stand-in for Cloudflare share; they open nothing real.
const turnstileKeys = {
  TURNSTILE_SITE_KEY: "stand-in-site-key",
  TURNSTILE_SECRET_KEY: "stand-in-secret-key",
};

const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig<StripeOptions & SentryOptions>({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  // One worker: on a 2-core machine a second one measured no faster (4.5 min against 4.0) and
  // made every journey slower. E2E_WORKERS=2 tries it on a larger machine.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // A ceiling, not a wait: a journey that pays, runs `npm run billing` (a process of its own) and
  // reloads takes its time on a busy 2-core machine, and steps wait only for what a person sees.
  timeout: 60_000,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    ...devices["Desktop Chrome"],
    viewport: { width: 1280, height: 900 },
    trace: "retain-on-failure",
    launchOptions: { executablePath: "/usr/bin/chromium", args: chromiumArgs },
  },
  projects: [
    {
      name: "test-processor",
      testIgnore: [
        "**/stripe-*.spec.ts",
        "**/social-*.spec.ts",
        "**/turnstile-*.spec.ts",
        "**/sentry-*.spec.ts",
        "**/passkey-*.spec.ts",
        "**/embed-*.spec.ts",
      ],
      use: { baseURL: address(ports.testProcessor) },
    },
    {
      // The checkout over a creator's page: the sample host page on localhost frames the
      // test-processor checkout from 127.0.0.1, another site, with third-party cookies blocked
      // as Safari, Firefox's strict mode and Chrome's incognito windows do (docs/decisions/098).
      name: "embed",
      testMatch: "**/embed-*.spec.ts",
      use: {
        baseURL: `http://localhost:${ports.testProcessor}`,
        launchOptions: {
          executablePath: "/usr/bin/chromium",
          args: [...chromiumArgs, "--test-third-party-cookie-phaseout"],
        },
      },
    },
    {
      name: "stripe",
      testMatch: "**/stripe-*.spec.ts",
      use: { baseURL: address(ports.stripe), fakeStripeApiUrl: address(ports.fakeStripeApi) },
    },
    {
      name: "social",
      testMatch: "**/social-*.spec.ts",
      use: { baseURL: address(ports.social) },
    },
    {
      name: "turnstile",
      testMatch: "**/turnstile-*.spec.ts",
      use: { baseURL: address(ports.turnstile) },
    },
    {
      name: "passkeys",
      testMatch: "**/passkey-*.spec.ts",
      use: { baseURL: `http://localhost:${ports.passkeys}` },
    },
    {
      name: "sentry",
      testMatch: "**/sentry-*.spec.ts",
      use: { baseURL: address(ports.sentry), sentryStandInUrl: address(ports.sentryStandIn) },
    },
  ],
  webServer: [
    {
      command: "npx tsx ../testing/serve-fake-vies.ts",
      cwd: import.meta.dirname,
      url: `${address(ports.fakeVies)}/_fake/requests`,
      reuseExistingServer: false,
      timeout: startCeiling(60_000),
      env: { PORT: String(ports.fakeVies) },
    },
    {
      command: "npx tsx ../testing/serve-fake-stripe-api.ts",
      cwd: import.meta.dirname,
      url: `${address(ports.fakeStripeApi)}/_fake/requests`,
      reuseExistingServer: false,
      timeout: startCeiling(60_000),
      env: { PORT: String(ports.fakeStripeApi) },
    },
    {
      command: "npx tsx ../testing/serve-oidc-provider.ts",
      cwd: import.meta.dirname,
      url: `${address(ports.oidcProvider)}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: startCeiling(60_000),
      env: { PORT: String(ports.oidcProvider), CHECKOUT_URL: address(ports.social) },
    },
    {
      ...checkoutServer(ports.social, {
        OIDC_ISSUER: address(ports.oidcProvider),
        OIDC_CLIENT_ID: "creator-checkout",
        OIDC_CLIENT_SECRET: "stand-in-oidc-client-secret",
        OIDC_NAME: OIDC_PROVIDER_NAME,
      }),
      command: `node --enable-source-maps ../apps/server/dist/catalog.js import ${socialCatalogFile()} && ${compiledServer}`,
    },
    {
      command: "npx tsx ../testing/serve-fake-turnstile.ts",
      cwd: import.meta.dirname,
      url: `${address(ports.fakeTurnstile)}/turnstile/v0/api.js`,
      reuseExistingServer: false,
      timeout: startCeiling(60_000),
      env: { PORT: String(ports.fakeTurnstile), ...turnstileKeys },
    },
    checkoutServer(ports.turnstile, {
      ...turnstileKeys,
      TURNSTILE_SCRIPT_URL: `${address(ports.fakeTurnstile)}/turnstile/v0/api.js`,
      TURNSTILE_VERIFY_URL: `${address(ports.fakeTurnstile)}/turnstile/v0/siteverify`,
    }),
    {
      command: "npx tsx ../testing/serve-sentry-stand-in.ts",
      cwd: import.meta.dirname,
      url: `${address(ports.sentryStandIn)}/_stand-in/envelopes`,
      reuseExistingServer: false,
      timeout: startCeiling(60_000),
      env: { PORT: String(ports.sentryStandIn) },
    },
    // Staging, where real-user monitoring (tracing and replay) runs as in production.
    checkoutServer(ports.sentry, {
      SENTRY_DSN: `http://e2epublickey@127.0.0.1:${ports.sentryStandIn}/1`,
      SENTRY_ENVIRONMENT: "staging",
    }),
    // Behind a proxy on this machine, as in production: a journey that plays people on other
    // networks names them in X-Forwarded-For. The browser sends none, so it is 127.0.0.1.
    checkoutServer(ports.testProcessor, {
      DATA_DIR: testProcessorDataDir,
      TRUST_PROXY: "127.0.0.1",
      // Open as on a laptop in development, so a new creator's journey opens a store.
      CREATOR_SIGNUP: "open",
    }),
    // Listening on every address of localhost, so the page and the journeys reach it by name.
    checkoutServer(ports.passkeys, {
      HOST: "localhost",
      PUBLIC_URL: `http://localhost:${ports.passkeys}`,
    }),
    checkoutServer(ports.stripe, {
      STRIPE_SECRET_KEY: "sk_test_e2eStandInOnly",
      STRIPE_PUBLISHABLE_KEY: "pk_test_e2eStandInOnly",
      STRIPE_WEBHOOK_SECRET: "whsec_e2eStandInOnly",
      STRIPE_API_URL: address(ports.fakeStripeApi),
    }),
  ],
});
