import pino from "pino";
import { buildApp } from "./app";
import { startPeriodicTask } from "./background/start-periodic-task";
import { loadConfig } from "./config";
import { connectDatabase } from "./db/connect";
import { createAltchaBotCheck } from "./domain/bot-check/create-altcha-bot-check";
import { createTurnstileBotCheck } from "./domain/bot-check/create-turnstile-bot-check";
import { listDemoPages } from "./domain/catalog/list-demo-pages";
import { seedDemoCatalog } from "./domain/catalog/seed-demo-catalog";
import { pruneExpiredRows } from "./domain/housekeeping/prune-expired-rows";
import { reconcilePendingOrders } from "./domain/purchases/reconcile-pending-orders";
import { createMessaging } from "./messaging/create-messaging";
import { startMessageWorker } from "./messaging/start-message-worker";
import { createStripeGateway } from "./payments/stripe/create-stripe-gateway";
import { createTestProcessorGateway } from "./payments/test-processor/create-test-processor-gateway";
import { systemClock } from "./security/clock";
import { loadServerSecret } from "./security/load-server-secret";

const config = loadConfig();
const database = await connectDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
});
const clock = systemClock;
const logger = pino({ level: config.LOG_LEVEL });
const messaging = createMessaging({ db: database.db, env: config, logger });
const secret = await loadServerSecret({ db: database.db }, { configured: config.APP_SECRET });
const botCheck =
  config.TURNSTILE_SITE_KEY && config.TURNSTILE_SECRET_KEY
    ? createTurnstileBotCheck({
        siteKey: config.TURNSTILE_SITE_KEY,
        secretKey: config.TURNSTILE_SECRET_KEY,
      })
    : createAltchaBotCheck({ db: database.db, clock, secret }, { maxWork: config.ALTCHA_MAX_WORK });
const paymentGateway = config.STRIPE_SECRET_KEY
  ? createStripeGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      apiOverride: config.stripeApiOverride,
    })
  : createTestProcessorGateway({ db: database.db, clock });
const app = await buildApp({
  db: database.db,
  gateway: paymentGateway,
  secret,
  clock,
  botCheck,
  secureCookies: config.PUBLIC_URL.startsWith("https:"),
  smsAvailable: messaging.sms !== null,
  codeSendsPerIp: config.CODE_SENDS_PER_IP,
  devOutboxActive: messaging.devOutboxActive,
  ...(config.STRIPE_WEBHOOK_SECRET ? { stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET } : {}),
  ...(config.STRIPE_PUBLISHABLE_KEY ? { stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY } : {}),
  ...(config.CHECKOUT_FAULT === "crash-after-charge"
    ? { afterCharge: () => process.kill(process.pid, "SIGKILL") }
    : {}),
  webRoot: config.WEB_ROOT,
  logLevel: config.LOG_LEVEL,
  apiRateLimitPerMinute: config.API_RATE_LIMIT_PER_MINUTE,
  trustProxy: config.NODE_ENV === "production",
});

const seeded = await seedDemoCatalog({ db: database.db }, { file: config.demoCatalogPath });
if (seeded)
  app.log.info({ publisherId: seeded.publisherId }, "demo catalog loaded into the empty database");

// Finishes orders a crash left pending, from the gateway's record of their charge.
const reconciler = startPeriodicTask(
  { logger: app.log },
  {
    name: "order reconciler",
    intervalMs: 60_000,
    run: () => reconcilePendingOrders({ db: database.db, clock, gateway: paymentGateway }),
  },
);
const housekeeping = startPeriodicTask(
  { logger: app.log },
  {
    name: "housekeeping",
    intervalMs: 15 * 60_000,
    run: () => pruneExpiredRows({ db: database.db, clock }),
  },
);
const messageWorker = startMessageWorker(
  { db: database.db, messaging, logger: app.log },
  { pollIntervalMs: 500 },
);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, "shutting down");
  await app.close();
  await messageWorker.stop();
  reconciler.stop();
  housekeeping.stop();
  await database.close();
  process.exit(0);
};
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));

await app.listen({ host: config.HOST, port: config.PORT });
const database_ =
  database.driver === "postgres" ? "Postgres (DATABASE_URL)" : `PGlite in ${config.DATA_DIR}`;
const pages = await listDemoPages({ db: database.db });
const lines = pages.map(
  (page) => `  ${page.label.padEnd(44)} ${config.PUBLIC_URL}/${page.productOptionId}`,
);
process.stdout.write(
  `\nCreator Checkout is running at ${config.PUBLIC_URL} (database: ${database_})\nCheckout pages:\n${lines.join("\n")}\n\n`,
);
