import { createPrivateKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { isIP } from "node:net";
import { fileURLToPath } from "node:url";
import { DEFAULT_RENEWAL_RETRY_DAYS } from "@creator-checkout/core/pricing";
import {
  isCalendarDay,
  mergeTaxRates,
  SHIPPED_TAX_RATES,
  type TaxRatesTable,
  taxRatesTableProblems,
} from "@creator-checkout/core/tax";
import { creatorSignupModes } from "@creator-checkout/core/team";
import { z } from "zod";
import { checkDatabaseSettings, databaseSettings } from "./config-database";
import { serverRoot } from "./server-root";

const repoRoot = fileURLToPath(new URL("../../", serverRoot));

// https://<public key>@<host>/<project id>: the address Sentry shows for a project.
const sentryDsn = z
  .url({
    protocol: /^https?$/,
    error: "must be a Sentry DSN (https://key@host/project)",
    abort: true,
  })
  .refine((address) => {
    const url = new URL(address);
    // Sentry's SDKs take a public key of letters, digits and underscores only.
    return /^\w+$/.test(url.username) && /^\/(?:.*\/)?\d+$/.test(url.pathname);
  }, "must be a Sentry DSN (https://key@host/project)");

const environment = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // Which deployment this is, for what a person sees of it (the favicon): NODE_ENV says only
  // how the code runs, and a staging server runs as production.
  APP_ENV: z.enum(["development", "staging", "production"]).optional(),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  ...databaseSettings,
  DATA_DIR: z.string().default(`${repoRoot}.data`),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  // Which X-Forwarded-For hops to believe (docs/decisions/024): none by default.
  TRUST_PROXY: z
    .string()
    .trim()
    .default("")
    .transform((value, context) => {
      if (value === "" || value === "false") return false;
      if (/^\d+$/.test(value)) return Number(value);
      const addresses = value.split(",").map((address) => address.trim());
      if (value === "true" || addresses.some((address) => !isAddressOrRange(address))) {
        context.addIssue({
          code: "custom",
          message:
            "must be a hop count (1 for one proxy in front) or a comma-separated list of the proxies' addresses or CIDR ranges",
        });
        return z.NEVER;
      }
      return addresses;
    }),
  // Internal hosts creators' webhooks may reach whatever address they resolve to; every other
  // host must resolve to a public address in production (docs/decisions/081).
  WEBHOOK_ALLOWED_HOSTS: z
    .string()
    .trim()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter((host) => host !== ""),
    ),
  // Days after a renewal's first failure on which it is tried again (docs/decisions/030).
  RENEWAL_RETRY_DAYS: z
    .string()
    .trim()
    .default(DEFAULT_RENEWAL_RETRY_DAYS.join(","))
    .transform((value, context) => {
      const days = value === "" ? [] : value.split(",").map((day) => Number(day.trim()));
      const ascending = days.every((day, i) => i === 0 || day > (days[i - 1] ?? 0));
      if (!days.every((day) => Number.isInteger(day) && day > 0 && day <= 60) || !ascending) {
        context.addIssue({
          code: "custom",
          message: "must be whole days from 1 to 60, ascending and comma-separated, e.g. 1,3,5",
        });
        return z.NEVER;
      }
      return days;
    }),
  CODE_SENDS_PER_IP: z.coerce.number().int().min(1).default(30),
  // The operator's own tax rates, laid over the shipped table (docs/decisions/117, 126).
  TAX_RATES_FILE: z.string().trim().min(1).optional(),
  // Another address for the EU's VIES REST service: the tests' local stand-in (docs/decisions/134).
  VIES_URL: z.url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" }).optional(),
  // Whether buyers' VAT numbers are checked with VIES: by default in production, or outside it
  // when VIES_URL names a stand-in; a developer asks the EU's own with on (docs/decisions/144).
  VIES: z.enum(["on", "off"], { error: "must be on or off" }).optional(),
  // Who may open a new creator's store (docs/decisions/159): anyone, only the operator's
  // invitations, or nobody but the operator; closed unless set outside development.
  CREATOR_SIGNUP: z
    .enum(creatorSignupModes, { error: "must be open, invite or closed" })
    .optional(),
  // Stripe Tax computes and records each sale's tax instead of the rates table (docs/decisions/135).
  STRIPE_TAX: z.enum(["on", "off"], { error: "must be on or off" }).default("off"),
  // Analytics (docs/decisions/040 and 041): the page's requests per minute from one address,
  // and where stored events are also forwarded: any HTTP collector, or PostHog.
  ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(240),
  ANALYTICS_FORWARD_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional(),
  POSTHOG_HOST: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .optional(),
  POSTHOG_API_KEY: z.string().min(1).optional(),
  // The name browsers show when they offer to save a passkey (docs/decisions/037).
  PASSKEY_RP_NAME: z.string().trim().min(1).max(64).default("Creator Checkout"),
  ALTCHA_MAX_WORK: z.coerce.number().int().min(10).default(60_000),
  WEB_ROOT: z.string().default(`${repoRoot}apps/web/dist`),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TURNSTILE_SITE_KEY: z.string().optional(),
  TURNSTILE_SECRET_KEY: z.string().optional(),
  // Cloudflare's script and siteverify addresses, replaced only to test against a stand-in.
  TURNSTILE_SCRIPT_URL: z.url({ protocol: /^https?$/ }).optional(),
  TURNSTILE_VERIFY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  SMTP_FROM: z.string().min(1).optional(),
  TWILIO_ACCOUNT_SID: z.string().regex(/^AC/, "must start with AC").optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_/, "must be a Stripe secret key (sk_test_... or sk_live_...)")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, "must be a Stripe publishable key (pk_test_... or pk_live_...)")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must be the webhook endpoint's signing secret (whsec_...)")
    .optional(),
  // Who takes the money (docs/decisions/061): Stripe with its settings, else the test processor,
  // which production runs only when told so.
  PAYMENTS: z.enum(["stripe", "test"], { error: "must be stripe or test" }).optional(),
  // Error reporting (docs/decisions/042): Sentry when a DSN is set, our own collector otherwise.
  SENTRY_DSN: sentryDsn.optional(),
  SENTRY_BROWSER_DSN: sentryDsn.optional(),
  SENTRY_ENVIRONMENT: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, "must be a short name such as production, staging or qa")
    .optional(),
  // Another address for Stripe's API, such as stripe-mock or the tests' local stand-in.
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL", abort: true })
    // The SDK takes a host, a port and a protocol: a path would be silently dropped.
    .refine((address) => new URL(address).pathname === "/", "must have no path")
    .optional(),
  // Social login (docs/decisions/035): each provider is on when its settings are all given.
  GITHUB_CLIENT_ID: z.string().trim().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_ID: z.string().trim().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().trim().min(1).optional(),
  FACEBOOK_CLIENT_ID: z.string().trim().min(1).optional(),
  FACEBOOK_CLIENT_SECRET: z.string().trim().min(1).optional(),
  LINKEDIN_CLIENT_ID: z.string().trim().min(1).optional(),
  LINKEDIN_CLIENT_SECRET: z.string().trim().min(1).optional(),
  TWITTER_CLIENT_ID: z.string().trim().min(1).optional(),
  TWITTER_CLIENT_SECRET: z.string().trim().min(1).optional(),
  APPLE_CLIENT_ID: z.string().trim().min(1).optional(),
  APPLE_TEAM_ID: z.string().trim().min(1).optional(),
  APPLE_KEY_ID: z.string().trim().min(1).optional(),
  // The .p8 key Apple hands out, as PEM; "\n" may stand for its line breaks.
  APPLE_PRIVATE_KEY: z
    .string()
    .transform((value) => value.replaceAll("\\n", "\n").trim())
    .refine(isApplePrivateKey, "must be the P-256 private key (.p8 file, PEM) Apple issued")
    .optional(),
  OIDC_ISSUER: z
    .url({ protocol: /^https?$/, error: "must be an https:// URL", abort: true })
    // Plain http only for a provider on this machine, such as the tests' own.
    .refine(
      (address) => address.startsWith("https:") || isLoopbackUrl(address),
      "must be an https:// URL (http:// only for a provider on this machine)",
    )
    .optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().trim().min(1).optional(),
  // The provider's name on the button and the pop-up's title, e.g. "Acme SSO".
  OIDC_NAME: z.string().trim().min(1).max(40).optional(),
  // Another address for every named provider's endpoints: the tests' local stand-in.
  SOCIAL_LOGIN_API_URL: z
    .url({ protocol: /^http$/, error: "must be an http:// URL on this machine", abort: true })
    .refine(isLoopbackUrl, "must be an http:// URL on this machine")
    .optional(),
});

/** An address on this machine: the only place plain http is trusted for a sign-in provider. */
function isLoopbackUrl(address: string): boolean {
  const host = new URL(address).hostname;
  return host === "localhost" || host === "127.0.0.1" || host === "[::1]";
}

function isApplePrivateKey(pem: string): boolean {
  try {
    const key = createPrivateKey(pem);
    return key.asymmetricKeyType === "ec" && key.asymmetricKeyDetails?.namedCurve === "prime256v1";
  } catch {
    return false;
  }
}

/** An IPv4 or IPv6 address, optionally with a /prefix: what Fastify's trustProxy accepts. */
function isAddressOrRange(value: string): boolean {
  const [address = "", prefix, extra] = value.split("/");
  if (extra !== undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const stripeSettings = [
  "STRIPE_SECRET_KEY",
  "STRIPE_PUBLISHABLE_KEY",
  "STRIPE_WEBHOOK_SECRET",
] as const;

/** Each social-login provider's settings: all of a group, or none of it. */
const socialLoginSettings = [
  ["GITHUB_CLIENT_ID", "GITHUB_CLIENT_SECRET"],
  ["GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET"],
  ["FACEBOOK_CLIENT_ID", "FACEBOOK_CLIENT_SECRET"],
  ["LINKEDIN_CLIENT_ID", "LINKEDIN_CLIENT_SECRET"],
  ["TWITTER_CLIENT_ID", "TWITTER_CLIENT_SECRET"],
  ["APPLE_CLIENT_ID", "APPLE_TEAM_ID", "APPLE_KEY_ID", "APPLE_PRIVATE_KEY"],
  ["OIDC_ISSUER", "OIDC_CLIENT_ID", "OIDC_CLIENT_SECRET"],
] as const;

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  checkDatabaseSettings(values);
  // Stripe needs all three: the page's key for Stripe.js, the server's key for charges, and the
  // webhook, without which an order whose 3-D Secure ended in a closed tab is never finished.
  const missingStripe = stripeSettings.filter((name) => !values[name]);
  if (missingStripe.length > 0 && missingStripe.length < stripeSettings.length) {
    const lines = missingStripe.map((name) => `  ${name}: required with the other Stripe settings`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  if (values.STRIPE_SECRET_KEY?.split("_")[1] !== values.STRIPE_PUBLISHABLE_KEY?.split("_")[1]) {
    throw new Error(
      "Invalid configuration:\n  STRIPE_PUBLISHABLE_KEY: must be of the same mode (test or live) as STRIPE_SECRET_KEY",
    );
  }
  if (values.PAYMENTS === "test" && values.STRIPE_SECRET_KEY) {
    throw new Error(
      "Invalid configuration:\n  PAYMENTS: test runs the test processor; leave it unset to take payments with the Stripe settings given",
    );
  }
  if (values.STRIPE_TAX === "on" && !values.STRIPE_SECRET_KEY) {
    throw new Error(
      "Invalid configuration:\n  STRIPE_TAX: on needs Stripe: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET, or leave STRIPE_TAX off to use the rates table",
    );
  }
  if (values.STRIPE_API_URL && !values.STRIPE_SECRET_KEY) {
    throw new Error(
      "Invalid configuration:\n  STRIPE_API_URL: only used with the other Stripe settings",
    );
  }
  const incompleteProviders = socialLoginSettings.flatMap((names) => {
    const missing = names.filter((name) => !values[name]);
    return missing.length > 0 && missing.length < names.length
      ? missing.map(
          (name) => `  ${name}: required with ${names.filter((n) => values[n]).join(", ")}`,
        )
      : [];
  });
  if (values.OIDC_NAME && !values.OIDC_ISSUER)
    incompleteProviders.push("  OIDC_NAME: only used with OIDC_ISSUER");
  if (values.SOCIAL_LOGIN_API_URL && values.NODE_ENV === "production")
    incompleteProviders.push("  SOCIAL_LOGIN_API_URL: a test stand-in, never used in production");
  if (incompleteProviders.length > 0) {
    throw new Error(`Invalid configuration:\n${incompleteProviders.join("\n")}`);
  }
  if (Boolean(values.POSTHOG_HOST) !== Boolean(values.POSTHOG_API_KEY)) {
    const missing = values.POSTHOG_HOST ? "POSTHOG_API_KEY" : "POSTHOG_HOST";
    throw new Error(
      `Invalid configuration:\n  ${missing}: required with the other PostHog setting`,
    );
  }
  if (values.POSTHOG_HOST && values.ANALYTICS_FORWARD_URL) {
    throw new Error(
      "Invalid configuration:\n  ANALYTICS_FORWARD_URL: set either it or POSTHOG_HOST, not both",
    );
  }
  return {
    ...values,
    taxRates: values.TAX_RATES_FILE ? operatorTaxRates(values.TAX_RATES_FILE) : SHIPPED_TAX_RATES,
    stripeApiOverride: values.STRIPE_API_URL ? apiOverride(values.STRIPE_API_URL) : undefined,
    // Links are made by appending "/path", so a trailing slash would double.
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ""),
    demoCatalogPath: `${repoRoot}apps/server/catalogs/demo.json`,
    appEnvironment:
      values.APP_ENV ?? (values.NODE_ENV === "production" ? "production" : "development"),
    // Reports name the environment the operator gives, else the one the server runs in.
    monitoringEnvironment: values.SENTRY_ENVIRONMENT ?? values.NODE_ENV,
    sentryBrowserDsn: publicDsn(values.SENTRY_BROWSER_DSN ?? values.SENTRY_DSN),
    creatorSignup: values.CREATOR_SIGNUP ?? (values.NODE_ENV === "development" ? "open" : "closed"),
    viesAsked:
      values.VIES === undefined
        ? values.NODE_ENV === "production" || values.VIES_URL !== undefined
        : values.VIES === "on",
  };
}

const operatorRatesFile = z.strictObject(
  {
    source: z
      .string({ error: "source must say where the rates come from." })
      .trim()
      .min(1)
      .max(500),
    checkedOn: z
      .string({ error: "checkedOn must be the day the rates were checked, YYYY-MM-DD." })
      .refine(isCalendarDay, "checkedOn must be the day the rates were checked, YYYY-MM-DD."),
    rates: z
      .array(
        z.strictObject({
          country: z.string({ error: "each rate needs its country, such as DE." }),
          from: z.string({ error: "each rate needs its first day, from: YYYY-MM-DD." }),
          percent: z.number({ error: "each rate needs its percent, a number such as 19." }),
        }),
        { error: "rates must be a list of { country, from, percent }." },
      )
      .max(10_000, "rates may hold at most 10000 rows."),
  },
  { error: "must be { source, checkedOn, rates: [{ country, from, percent }] }." },
);

/**
 * The operator's rates file merged over the shipped table (docs/decisions/126): read once at
 * start, so a file that cannot be used stops the start with a sentence naming the problem
 * rather than taxing a sale wrongly later.
 */
function operatorTaxRates(path: string): TaxRatesTable {
  const refuse = (problem: string): never => {
    throw new Error(`Invalid configuration:\n  TAX_RATES_FILE: ${problem}`);
  };
  let text = "";
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    refuse(`${path} cannot be read (${(error as NodeJS.ErrnoException).code ?? "unknown error"}).`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    refuse(`${path} is not JSON.`);
  }
  const parsed = operatorRatesFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (at ${issue.path.join(".")})` : "";
    return refuse(`${path} ${issue?.message ?? "is not a rates table."}${where}`);
  }
  const problems = taxRatesTableProblems(parsed.data.rates);
  if (problems.length > 0) refuse(`${path}: ${problems.join(" ")}`);
  return mergeTaxRates(SHIPPED_TAX_RATES, parsed.data);
}

/**
 * A DSN the page may see: an old-style DSN's secret key (`https://public:secret@...`) is
 * dropped, since Sentry's browser SDK needs only the public one and the page is public.
 */
function publicDsn(dsn: string | undefined): string | undefined {
  if (!dsn) return undefined;
  const url = new URL(dsn);
  url.password = "";
  return url.toString();
}

/** The Stripe SDK's host, port and protocol for an API address. */
function apiOverride(address: string) {
  const url = new URL(address);
  const protocol = url.protocol === "https:" ? "https" : "http";
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === "https" ? 443 : 80,
    protocol,
  } as const;
}
