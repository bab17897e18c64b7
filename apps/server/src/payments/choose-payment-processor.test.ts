import { startServerProcess } from "@creator-checkout/testing/server-process";
import { processTestDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";
import { choosePaymentProcessor, type PaymentSettings } from "./choose-payment-processor";

const stripe = {
  STRIPE_SECRET_KEY: "sk_live_choose",
  STRIPE_PUBLISHABLE_KEY: "pk_live_choose",
  STRIPE_WEBHOOK_SECRET: "whsec_choose",
};

describe("choosePaymentProcessor", () => {
  it.each<{ settings: PaymentSettings; chosen: "stripe" | "test" }>([
    { settings: { NODE_ENV: "development" }, chosen: "test" },
    { settings: { NODE_ENV: "test" }, chosen: "test" },
    { settings: { NODE_ENV: "development", ...stripe }, chosen: "stripe" },
    { settings: { NODE_ENV: "production", ...stripe }, chosen: "stripe" },
    { settings: { NODE_ENV: "production", PAYMENTS: "stripe", ...stripe }, chosen: "stripe" },
    { settings: { NODE_ENV: "production", PAYMENTS: "test" }, chosen: "test" },
  ])("picks $chosen for $settings", ({ settings, chosen }) => {
    expect(choosePaymentProcessor(settings)).toBe(chosen);
  });

  it("refuses production without Stripe's keys, naming them and the way to test cards", () => {
    expect(() => choosePaymentProcessor({ NODE_ENV: "production" })).toThrow(
      /STRIPE_SECRET_KEY: required in production[\s\S]*STRIPE_PUBLISHABLE_KEY: required in production[\s\S]*PAYMENTS=test/,
    );
  });

  it("refuses PAYMENTS=stripe without Stripe's keys anywhere", () => {
    expect(() => choosePaymentProcessor({ NODE_ENV: "development", PAYMENTS: "stripe" })).toThrow(
      /STRIPE_SECRET_KEY: required with PAYMENTS=stripe/,
    );
  });
});

// The server as an operator starts it: production needs real e-mail, so SMTP is set (nothing is
// sent while it starts).
const production = {
  NODE_ENV: "production",
  SMTP_URL: "smtp://127.0.0.1:9",
  SMTP_FROM: "Checkout <pay@example.com>",
  LOG_LEVEL: "info",
};

describe("a production server's payments", () => {
  it("refuses to start without Stripe's keys, naming them", { timeout: 120_000 }, async () => {
    const [pglite] = processTestDatabases();
    if (!pglite) throw new Error("PGlite is always a test database");
    const database = await pglite.create();
    try {
      const started = startServerProcess({ ...database.env, ...production });
      await expect(started).rejects.toThrow(/STRIPE_SECRET_KEY: required in production/);
      await expect(started).rejects.toThrow(/STRIPE_PUBLISHABLE_KEY: required in production/);
    } finally {
      await database.remove();
    }
  });

  it("sells for test cards only when PAYMENTS=test says so, and logs it", {
    timeout: 120_000,
  }, async () => {
    const [pglite] = processTestDatabases();
    if (!pglite) throw new Error("PGlite is always a test database");
    const database = await pglite.create();
    const server = await startServerProcess({ ...database.env, ...production, PAYMENTS: "test" });
    try {
      const config = await fetch(`${server.baseUrl}/api/payment/config`);
      expect(await config.json()).toEqual({ provider: "test", publishable_key: null });
      expect(server.stdout()).toMatch(
        /payments: the built-in test processor; it accepts only test cards and takes no money \(PAYMENTS=test\)/,
      );
    } finally {
      await server.stop();
      await database.remove();
    }
  });
});
