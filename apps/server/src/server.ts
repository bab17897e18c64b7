import type { AddressInfo } from "node:net";
import pino from "pino";
import { buildApp } from "./app";
import { startPeriodicTask } from "./background/start-periodic-task";
import type { Config } from "./config";
import { connectDatabase } from "./db/connect";
import { configuredAnalyticsCollector } from "./domain/analytics/analytics-collector";
import { forwardDueAnalyticsEvents } from "./domain/analytics/forward-due-analytics-events";
import { configuredSocialProviders } from "./domain/auth/social/configured-social-providers";
import { runDueBilling } from "./domain/billing/run-due-billing";
import { createAltchaBotCheck } from "./domain/bot-check/create-altcha-bot-check";
import { createTurnstileBotCheck } from "./domain/bot-check/create-turnstile-bot-check";
import { createCatalogCache } from "./domain/catalog/catalog-cache";
import { seedDemoCatalog } from "./domain/catalog/seed-demo-catalog";
import { pruneExpiredRows } from "./domain/housekeeping/prune-expired-rows";
import { orderKinds } from "./domain/order-kinds";
import { reconcilePendingOrders } from "./domain/purchases/reconcile-pending-orders";
import { createMessaging } from "./messaging/create-messaging";
import { startMessageWorker } from "./messaging/start-message-worker";
import { createSentryErrorReporter } from "./monitoring/create-sentry-error-reporter";
import {
  newOperatorToken,
  removeServerHandoff,
  writeServerHandoff,
} from "./operator/server-handoff";
import { choosePaymentProcessor } from "./payments/choose-payment-processor";
import { createConfiguredGateway } from "./payments/create-configured-gateway";
import type { PaymentGateway } from "./payments/payment-gateway";
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
  // Refused before anything is opened: production takes real money only (docs/decisions/061).
  const payments = choosePaymentProcessor(config);
  const database = await connectDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
  });
  const clock = systemClock;
  const logger = pino({ level: config.LOG_LEVEL });
  logPayments(logger, config, payments);
  const messaging = createMessaging({ db: database.db, env: config, logger });
  const secret = await loadServerSecret({ db: database.db }, { configured: config.APP_SECRET });
  const botCheck =
    config.TURNSTILE_SITE_KEY && config.TURNSTILE_SECRET_KEY
      ? createTurnstileBotCheck({
          siteKey: config.TURNSTILE_SITE_KEY,
          secretKey: config.TURNSTILE_SECRET_KEY,
          scriptUrl: config.TURNSTILE_SCRIPT_URL,
          verifyUrl: config.TURNSTILE_VERIFY_URL,
        })
      : createAltchaBotCheck({ clock, secret }, { maxWork: config.ALTCHA_MAX_WORK });
  const configuredGateway = createConfiguredGateway(config, { db: database.db, clock });
  const analyticsCollector = configuredAnalyticsCollector(config);
  const gateway = options.wrapGateway?.(configuredGateway) ?? configuredGateway;
  // Sentry is set up at start, with the release and service name, when its DSN is configured.
  const errorReporter = config.SENTRY_DSN
    ? await createSentryErrorReporter({
        dsn: config.SENTRY_DSN,
        environment: config.monitoringEnvironment,
      })
    : undefined;
  // Only the server may open an embedded database, so the operator command works through it.
  const operatorToken = database.driver === "pglite" ? newOperatorToken() : undefined;
  // Imports by any process reach this one through LISTEN (docs/decisions/048).
  const catalogCache = await createCatalogCache({
    db: database.db,
    clock,
    listen: database.listen,
  });
  const app = await buildApp({
    db: database.db,
    catalogCache,
    gateway,
    secret,
    clock,
    botCheck,
    secureCookies: config.PUBLIC_URL.startsWith("https:"),
    smsAvailable: messaging.sms !== null,
    codeSendsPerIp: config.CODE_SENDS_PER_IP,
    devOutboxActive: messaging.devOutboxChannels.length > 0,
    ...(config.STRIPE_WEBHOOK_SECRET ? { stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET } : {}),
    ...(config.STRIPE_PUBLISHABLE_KEY
      ? { stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY }
      : {}),
    webRoot: config.WEB_ROOT,
    logLevel: config.LOG_LEVEL,
    apiRateLimitPerMinute: config.API_RATE_LIMIT_PER_MINUTE,
    analyticsRateLimitPerMinute: config.ANALYTICS_RATE_LIMIT_PER_MINUTE,
    analyticsForwarding: analyticsCollector !== null,
    trustProxy: config.TRUST_PROXY,
    publicUrl: config.PUBLIC_URL,
    passkeyRpName: config.PASSKEY_RP_NAME,
    renewalRetryDays: config.RENEWAL_RETRY_DAYS,
    socialProviders: configuredSocialProviders(config),
    ...(operatorToken ? { operatorToken } : {}),
    allowMovedClock: config.NODE_ENV !== "production",
    ...(errorReporter ? { errorReporter } : {}),
    ...(config.sentryBrowserDsn ? { sentryBrowserDsn: config.sentryBrowserDsn } : {}),
    monitoringEnvironment: config.monitoringEnvironment,
  });
  const paymentDeps = {
    db: database.db,
    clock,
    gateway,
    publicUrl: config.PUBLIC_URL,
    renewalRetryDays: config.RENEWAL_RETRY_DAYS,
    orderKinds,
  };

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
      run: () => reconcilePendingOrders(paymentDeps),
    },
  );
  // Renewals, trial ends, retries and cancellations as they fall due (docs/decisions/029). The
  // timer only paces the rounds: what is due is read from the database, claimed row by row.
  const billing = startPeriodicTask(
    { logger: app.log },
    {
      name: "billing",
      intervalMs: 60_000,
      run: () =>
        runDueBilling(paymentDeps, {
          onError: (subscriptionId, err) =>
            app.log.error({ subscriptionId, err }, "billing: a renewal failed; it is retried"),
        }),
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
  // Stored events go on to the operator's collector from the queue, never inside the request.
  const analyticsForwarder = analyticsCollector
    ? startPeriodicTask(
        { logger: app.log },
        {
          name: "analytics forwarding",
          intervalMs: 2_000,
          run: () =>
            forwardDueAnalyticsEvents({
              db: database.db,
              collector: analyticsCollector,
              clock,
              logger: app.log,
            }),
        },
      )
    : null;
  const messageWorker = startMessageWorker(
    { db: database.db, messaging, logger: app.log },
    { pollIntervalMs: 500 },
  );

  await app.listen({ host: config.HOST, port: config.PORT });
  if (operatorToken && config.DATA_DIR) {
    const { port } = app.server.address() as AddressInfo;
    const host = ["0.0.0.0", "::"].includes(config.HOST) ? "127.0.0.1" : config.HOST;
    writeServerHandoff(config.DATA_DIR, {
      pid: process.pid,
      url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
      token: operatorToken,
    });
  }

  return {
    app,
    database,
    async close() {
      if (operatorToken && config.DATA_DIR) removeServerHandoff(config.DATA_DIR);
      // No new rounds, then no new requests (those in flight finish, and the messages they
      // queued are still sent); the database closes only after every round in progress ends.
      const roundsEnded = Promise.all([
        billing.stop(),
        reconciler.stop(),
        housekeeping.stop(),
        analyticsForwarder?.stop(),
      ]);
      await app.close();
      await messageWorker.stop();
      await roundsEnded;
      await errorReporter?.close();
      await database.close();
    },
  };
}

/** Every start says who takes the money, so an operator can see it in the first lines. */
function logPayments(logger: pino.Logger, config: Config, payments: "stripe" | "test") {
  if (payments === "stripe") {
    const mode = config.STRIPE_SECRET_KEY?.split("_")[1] === "live" ? "live" : "test";
    logger.info({ payments, mode }, `payments: Stripe takes the money (${mode} mode)`);
    return;
  }
  const sentence =
    "payments: the built-in test processor; it accepts only test cards and takes no money";
  if (config.NODE_ENV === "production") logger.warn({ payments }, `${sentence} (PAYMENTS=test)`);
  else logger.info({ payments }, sentence);
}
