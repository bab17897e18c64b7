import pino from "pino";
import { buildApp } from "./app";
import { startPeriodicTask } from "./background/start-periodic-task";
import type { Config } from "./config";
import { connectDatabase } from "./db/connect";
import { createAltchaBotCheck } from "./domain/bot-check/create-altcha-bot-check";
import { createTurnstileBotCheck } from "./domain/bot-check/create-turnstile-bot-check";
import { seedDemoCatalog } from "./domain/catalog/seed-demo-catalog";
import { pruneExpiredRows } from "./domain/housekeeping/prune-expired-rows";
import { reconcilePendingOrders } from "./domain/purchases/reconcile-pending-orders";
import { createMessaging } from "./messaging/create-messaging";
import { startMessageWorker } from "./messaging/start-message-worker";
import type { PaymentGateway } from "./payments/payment-gateway";
import { createStripeGateway } from "./payments/stripe/create-stripe-gateway";
import { createTestProcessorGateway } from "./payments/test-processor/create-test-processor-gateway";
import { systemClock } from "./security/clock";
import { loadServerSecret } from "./security/load-server-secret";

export interface StartServerOptions {
  /**
   * Wraps the payment gateway the configuration chose. Tests use it to stand between the
   * checkout and its gateway from outside, e.g. to kill the process right after a charge.
   */
  wrapGateway?: (gateway: PaymentGateway) => PaymentGateway;
}

/**
 * Everything `npm start` runs, for a configuration: the database (migrated, the demo catalog
 * seeded into an empty one), the HTTP app listening, and the background workers. `close` stops
 * them in order. Importable, so tests can start a real server in-process or in a child.
 */
export async function startServer(config: Config, options: StartServerOptions = {}) {
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
      : createAltchaBotCheck(
          { db: database.db, clock, secret },
          { maxWork: config.ALTCHA_MAX_WORK },
        );
  const configuredGateway = config.STRIPE_SECRET_KEY
    ? createStripeGateway({
        secretKey: config.STRIPE_SECRET_KEY,
        apiOverride: config.stripeApiOverride,
      })
    : createTestProcessorGateway({ db: database.db, clock });
  const gateway = options.wrapGateway?.(configuredGateway) ?? configuredGateway;
  const app = await buildApp({
    db: database.db,
    gateway,
    secret,
    clock,
    botCheck,
    secureCookies: config.PUBLIC_URL.startsWith("https:"),
    smsAvailable: messaging.sms !== null,
    codeSendsPerIp: config.CODE_SENDS_PER_IP,
    devOutboxActive: messaging.devOutboxActive,
    ...(config.STRIPE_WEBHOOK_SECRET ? { stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET } : {}),
    ...(config.STRIPE_PUBLISHABLE_KEY
      ? { stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY }
      : {}),
    webRoot: config.WEB_ROOT,
    logLevel: config.LOG_LEVEL,
    apiRateLimitPerMinute: config.API_RATE_LIMIT_PER_MINUTE,
    trustProxy: config.TRUST_PROXY,
  });

  const seeded = await seedDemoCatalog({ db: database.db }, { file: config.demoCatalogPath });
  if (seeded)
    app.log.info(
      { publisherId: seeded.publisherId },
      "demo catalog loaded into the empty database",
    );

  // Finishes orders a crash left pending, from the gateway's record of their charge.
  const reconciler = startPeriodicTask(
    { logger: app.log },
    {
      name: "order reconciler",
      intervalMs: 60_000,
      run: () => reconcilePendingOrders({ db: database.db, clock, gateway }),
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

  await app.listen({ host: config.HOST, port: config.PORT });

  return {
    app,
    database,
    async close() {
      await app.close();
      await messageWorker.stop();
      reconciler.stop();
      housekeeping.stop();
      await database.close();
    },
  };
}
