import { fileURLToPath } from "node:url";
import { z } from "zod";

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
  // Fault injection for the crash-recovery test; refused outside NODE_ENV=test.
  CHECKOUT_FAULT: z.enum(["crash-after-charge"]).optional(),
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
});

export type Config = ReturnType<typeof loadConfig>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  if (values.CHECKOUT_FAULT && values.NODE_ENV !== "test") {
    throw new Error("Invalid configuration:\n  CHECKOUT_FAULT: only allowed when NODE_ENV=test");
  }
  return {
    ...values,
    PUBLIC_URL: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    demoCatalogPath: `${repoRoot}apps/server/catalogs/demo.json`,
  };
}
