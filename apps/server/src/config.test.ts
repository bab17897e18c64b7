import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SHIPPED_TAX_RATES, taxRateOn } from "@creator-checkout/core/tax";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";
import { databaseOptionsOf, readReplicaStartLine } from "./config-database";

/** A TAX_RATES_FILE holding `content`, in a folder of its own. */
function ratesFile(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), "tax-rates-")), "rates.json");
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

const stripe = {
  STRIPE_SECRET_KEY: "sk_test_config",
  STRIPE_PUBLISHABLE_KEY: "pk_test_config",
  STRIPE_WEBHOOK_SECRET: "whsec_config",
};

describe("loadConfig", () => {
  it("runs with nothing configured", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.stripeApiOverride).toBeUndefined();
  });

  it.each([
    { env: {}, shown: "development" },
    { env: { NODE_ENV: "test" }, shown: "development" },
    { env: { NODE_ENV: "production" }, shown: "production" },
    { env: { NODE_ENV: "production", APP_ENV: "staging" }, shown: "staging" },
    { env: { NODE_ENV: "development", APP_ENV: "production" }, shown: "production" },
  ])("names the deployment $shown for $env", ({ env, shown }) => {
    expect(loadConfig(env).appEnvironment).toBe(shown);
  });

  it("takes a pooler in transaction mode only with the database's own address beside it", () => {
    const pooled = "postgres://app@pooler:6432/checkout";
    const direct = "postgres://app@db:5432/checkout";
    expect(loadConfig({}).DATABASE_POOL_MODE).toBe("session");
    expect(() => loadConfig({ DATABASE_URL: pooled, DATABASE_POOL_MODE: "transaction" })).toThrow(
      /DATABASE_DIRECT_URL: required with DATABASE_POOL_MODE=transaction/,
    );
    expect(() => loadConfig({ DATABASE_DIRECT_URL: direct })).toThrow(/DATABASE_URL: required/);
    const config = loadConfig({
      DATABASE_URL: pooled,
      DATABASE_POOL_MODE: "transaction",
      DATABASE_DIRECT_URL: direct,
    });
    expect(config.DATABASE_POOL_MODE).toBe("transaction");
  });

  it("opens a read replica only beside DATABASE_URL, and says at start that it is ignored without", () => {
    const primary = "postgres://app@db:5432/checkout";
    const replica = "postgres://app@replica:5432/checkout";
    const embedded = loadConfig({ DATABASE_READ_URL: replica });
    expect(databaseOptionsOf(embedded).readUrl).toBeUndefined();
    expect(readReplicaStartLine(embedded)).toEqual({
      level: "warn",
      message: expect.stringMatching(/^DATABASE_READ_URL is ignored: the embedded database/),
    });
    const onPostgres = loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica });
    expect(databaseOptionsOf(onPostgres).readUrl).toBe(replica);
    expect(readReplicaStartLine(onPostgres)?.level).toBe("info");
    expect(readReplicaStartLine(loadConfig({ DATABASE_URL: primary }))).toBeNull();
    expect(() => loadConfig({ DATABASE_READ_URL: "mysql://replica" })).toThrow(/DATABASE_READ_URL/);
  });

  it("refuses an APP_ENV it does not know", () => {
    expect(() => loadConfig({ APP_ENV: "prod" })).toThrow(/APP_ENV/);
  });

  it("takes Stripe's settings together, of one mode", () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: stripe.STRIPE_SECRET_KEY })).toThrow(
      /STRIPE_PUBLISHABLE_KEY: required with the other Stripe settings/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: "pk_live_config" })).toThrow(
      /same mode/,
    );
  });

  it("refuses PAYMENTS=test beside Stripe's settings, and a PAYMENTS it does not know", () => {
    expect(() => loadConfig({ ...stripe, PAYMENTS: "test" })).toThrow(
      /PAYMENTS: test runs the test processor/,
    );
    expect(() => loadConfig({ PAYMENTS: "paypal" })).toThrow(/PAYMENTS: must be stripe or test/);
    expect(loadConfig({ NODE_ENV: "production", PAYMENTS: "test" }).PAYMENTS).toBe("test");
  });

  it.each([
    { value: undefined, expected: false },
    { value: "", expected: false },
    { value: "false", expected: false },
    { value: "1", expected: 1 },
    { value: "127.0.0.1", expected: ["127.0.0.1"] },
    { value: "127.0.0.1, 10.0.0.0/8, ::1", expected: ["127.0.0.1", "10.0.0.0/8", "::1"] },
  ])("trusts X-Forwarded-For from $value as $expected", ({ value, expected }) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(
      expected,
    );
  });

  it.each(["true", "everyone", "10.0.0.0/33", "1.2.3.4/8/8", "1.2.3"])(
    "refuses TRUST_PROXY=%s, which would believe anyone or nobody knows what",
    (value) => {
      expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a hop count/);
    },
  );

  it.each([
    {
      url: "http://127.0.0.1:12111",
      expected: { host: "127.0.0.1", port: 12111, protocol: "http" },
    },
    {
      url: "https://stripe-mock.internal",
      expected: { host: "stripe-mock.internal", port: 443, protocol: "https" },
    },
  ])("points the Stripe SDK at $url", ({ url, expected }) => {
    expect(loadConfig({ ...stripe, STRIPE_API_URL: url }).stripeApiOverride).toEqual(expected);
  });

  it.each([
    { env: { ...stripe, STRIPE_API_URL: "ftp://127.0.0.1" }, message: /http:\/\/ or https:\/\// },
    {
      env: { ...stripe, STRIPE_API_URL: "http://127.0.0.1:12111/v1" },
      message: /must have no path/,
    },
    {
      env: { STRIPE_API_URL: "http://127.0.0.1:12111" },
      message: /only used with the other Stripe/,
    },
  ])("refuses $env.STRIPE_API_URL", ({ env, message }) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("turns Stripe Tax on only with Stripe, and reads VIES_URL as an address", () => {
    expect(loadConfig({}).STRIPE_TAX).toBe("off");
    expect(loadConfig({ ...stripe, STRIPE_TAX: "on" }).STRIPE_TAX).toBe("on");
    expect(() => loadConfig({ STRIPE_TAX: "on" })).toThrow(
      /STRIPE_TAX: on needs Stripe: set STRIPE_SECRET_KEY/,
    );
    expect(() => loadConfig({ STRIPE_TAX: "yes" })).toThrow(/STRIPE_TAX: must be on or off/);
    expect(loadConfig({ VIES_URL: "http://127.0.0.1:12116" }).VIES_URL).toBe(
      "http://127.0.0.1:12116",
    );
    expect(() => loadConfig({ VIES_URL: "file:///etc/passwd" })).toThrow(/VIES_URL: must be/);
  });

  it("asks the EU's VIES in production only, unless told", () => {
    const standIn = { VIES_URL: "http://127.0.0.1:12116" };
    expect(loadConfig({}).viesAsked).toBe(false);
    expect(loadConfig({ NODE_ENV: "test" }).viesAsked).toBe(false);
    expect(loadConfig({ VIES: "on" }).viesAsked).toBe(true);
    expect(loadConfig(standIn).viesAsked).toBe(true);
    expect(loadConfig({ ...standIn, VIES: "off" }).viesAsked).toBe(false);
    expect(loadConfig({ NODE_ENV: "production" }).viesAsked).toBe(true);
    expect(loadConfig({ NODE_ENV: "production", VIES: "off" }).viesAsked).toBe(false);
    expect(() => loadConfig({ VIES: "yes" })).toThrow(/VIES: must be on or off/);
  });

  describe("TAX_RATES_FILE", () => {
    it("charges the shipped rates without one", () => {
      expect(loadConfig({}).taxRates).toBe(SHIPPED_TAX_RATES);
    });

    it("lays the operator's dated rows over the shipped table", () => {
      const path = ratesFile({
        source: "Operator's own table",
        checkedOn: "2027-01-02",
        rates: [{ country: "DE", from: "2027-07-01", percent: 21 }],
      });
      const { taxRates } = loadConfig({ TAX_RATES_FILE: path });
      expect(taxRateOn(taxRates, "DE", "2027-06-30")?.rateHundredths).toBe(1900);
      expect(taxRateOn(taxRates, "DE", "2027-07-01")?.rateHundredths).toBe(2100);
      expect(taxRates.source).toMatch(/^Operator's own table \(checked 2027-01-02\), over /);
    });

    it.each([
      { content: "not json", problem: /TAX_RATES_FILE: .* is not JSON\./ },
      { content: { rates: [] }, problem: /TAX_RATES_FILE: .*source must say where/ },
      {
        content: {
          source: "x",
          checkedOn: "2027-01-02",
          rates: [{ country: "XX", from: "2027-01-01", percent: 5 }],
        },
        problem: /TAX_RATES_FILE: .*XX is not a country the checkout collects tax for/,
      },
      {
        content: {
          source: "x",
          checkedOn: "2027-01-02",
          rates: [{ country: "DE", from: "2027-02-30", percent: 5 }],
        },
        problem: /TAX_RATES_FILE: .*"from" must be a day/,
      },
      {
        content: {
          source: "x",
          checkedOn: "2027-01-02",
          rates: [{ country: "DE", from: "2027-01-01", percent: 19.123 }],
        },
        problem: /TAX_RATES_FILE: .*two decimals at most/,
      },
      {
        content: {
          source: "x",
          checkedOn: "2027-01-02",
          rates: [{ country: "DE", from: "2027-01-01", percent: "19" }],
        },
        problem: /TAX_RATES_FILE: .*percent, a number/,
      },
    ])("stops the start with a sentence naming the problem: $problem", ({ content, problem }) => {
      expect(() => loadConfig({ TAX_RATES_FILE: ratesFile(content) })).toThrow(problem);
    });

    it("stops the start when the file cannot be read", () => {
      expect(() => loadConfig({ TAX_RATES_FILE: "/nonexistent/rates.json" })).toThrow(
        /TAX_RATES_FILE: \/nonexistent\/rates.json cannot be read \(ENOENT\)/,
      );
    });
  });
});
