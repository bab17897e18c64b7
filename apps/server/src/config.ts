import { isIP } from "node:net";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { DEFAULT_RENEWAL_RETRY_DAYS } from "./domain/billing/renewal-retry-days";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));

const environment = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().default("127.0.0.1"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional(),
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
  ALTCHA_MAX_WORK: z.coerce.number().int().min(10).default(60_000),
  WEB_ROOT: z.string().default(`${repoRoot}apps/web/dist`),
  APP_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  TURNSTILE_SITE_KEY: z.string().optional(),
  TURNSTILE_SECRET_KEY: z.string().optional(),
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
  // Another address for Stripe's API, such as stripe-mock or the tests' local stand-in.
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL", abort: true })
    // The SDK takes a host, a port and a protocol: a path would be silently dropped.
    .refine((address) => new URL(address).pathname === "/", "must have no path")
    .optional(),
});

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

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
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
  if (values.STRIPE_API_URL && !values.STRIPE_SECRET_KEY) {
    throw new Error(
      "Invalid configuration:\n  STRIPE_API_URL: only used with the other Stripe settings",
    );
  }
  return {
    ...values,
    stripeApiOverride: values.STRIPE_API_URL ? apiOverride(values.STRIPE_API_URL) : undefined,
    // Links are made by appending "/path", so a trailing slash would double.
    PUBLIC_URL: (values.PUBLIC_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ""),
    demoCatalogPath: `${repoRoot}apps/server/catalogs/demo.json`,
  };
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
