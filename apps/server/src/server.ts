import type { AddressInfo } from "node:net";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import pino from "pino";
import { configuredAnalyticsCollector } from "./adapters/analytics/analytics-collector";
import { configuredSocialProviders } from "./adapters/social-login/configured-social-providers";
import { createTurnstileSiteverify } from "./adapters/turnstile/turnstile-siteverify";
import { createVies, viesNotAsked } from "./adapters/vies/vies";
import { type AppOptions, buildApp } from "./app";
import { startJobKinds } from "./background/job-kinds";
import { logFailure, startPeriodicTask } from "./background/start-periodic-task";
import { createWorkSignal, relayQueuedWork } from "./background/work-signal";
import type { Config } from "./config";
import { databaseOptionsOf, readReplicaStartLine } from "./config-database";
import { connectDatabase, type Database } from "./db/connect";
import { createReplicaReads, primaryReads, type ReplicaReads } from "./db/replica-reads";
import { runDueBilling } from "./domain/billing/run-due-billing";
import type { BotCheck } from "./domain/bot-check/bot-check";
import { createAltchaBotCheck } from "./domain/bot-check/create-altcha-bot-check";
import { createTurnstileBotCheck } from "./domain/bot-check/create-turnstile-bot-check";
import { createCatalogCache } from "./domain/catalog/catalog-cache";
import { loadCatalogFile } from "./domain/catalog/load-catalog-file";
import { seedDemoCatalog } from "./domain/catalog/seed-demo-catalog";
import { pruneExpiredRows } from "./domain/housekeeping/prune-expired-rows";
import { orderKinds } from "./domain/order-kinds";
import { giveUpAbandonedOrders } from "./domain/purchases/give-up-abandoned-orders";
import type { PaymentDeps } from "./domain/purchases/payment-deps";
import { reconcilePendingOrders } from "./domain/purchases/reconcile-pending-orders";
import { finishStaleRefunds } from "./domain/refunds/finish-stale-refunds";
import { pruneWebhookHistory } from "./domain/webhooks/prune-webhook-history";
import { webhookPolicyOf } from "./domain/webhooks/webhook-policy";
import type { EmbedDemo } from "./http/routes/embed-routes";
import { createMessaging, type Messaging } from "./messaging/create-messaging";
import { createSentryErrorReporter } from "./monitoring/create-sentry-error-reporter";
import type { ErrorReporter } from "./monitoring/error-reporter";
import {
  newOperatorToken,
  removeServerHandoff,
  writeServerHandoff,
} from "./operator/server-handoff";
import { choosePaymentProcessor } from "./payments/choose-payment-processor";
import {
  configuredTaxCalculator,
  createConfiguredGateway,
} from "./payments/create-configured-gateway";
import type { PaymentGateway } from "./payments/payment-gateway";
import type { TaxCalculator } from "./payments/tax-calculator";
import { type Clock, systemClock } from "./security/clock";
import { loadServerSecret } from "./security/load-server-secret";
import { type BackgroundDeps, IDLE_TICK_MS, jobKindsOf } from "./server-job-kinds";

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
  const database = await connectDatabase(databaseOptionsOf(config));
  const clock = systemClock;
  const logger = pino({ level: config.LOG_LEVEL });
  logPayments(logger, config, payments);
  const replicaLine = readReplicaStartLine(config);
  if (replicaLine) logger[replicaLine.level](replicaLine.message);
  const replicaReads = database.replica
    ? createReplicaReads({ primary: database.db, replica: database.replica, clock, logger })
    : primaryReads(database.db);
  const messaging = createMessaging({ db: database.db, env: config, logger });
  const configuredGateway = createConfiguredGateway(config, { db: database.db, clock });
  const gateway = options.wrapGateway?.(configuredGateway) ?? configuredGateway;
  const taxCalculator = configuredTaxCalculator(config);
  const analyticsCollector = configuredAnalyticsCollector(config);
  // Sentry is set up at start, with the release and service name, when its DSN is configured.
  const errorReporter = config.SENTRY_DSN
    ? await createSentryErrorReporter({
        dsn: config.SENTRY_DSN,
        environment: config.monitoringEnvironment,
      })
    : undefined;
  // Only the server may open an embedded database, so the operator command works through it.
  const operatorToken = database.driver === "pglite" ? newOperatorToken() : undefined;
  const app = await buildApp(
    await appOptionsOf(config, {
      database,
      replicaReads,
      clock,
      messaging,
      gateway,
      taxCalculator,
      analyticsForwarding: analyticsCollector !== null,
      errorReporter,
      operatorToken,
    }),
  );
  const seeded = await seedDemoCatalog({ db: database.db }, { file: config.demoCatalogPath });
  if (seeded) {
    app.log.info(
      { publisherId: seeded.publisherId },
      "demo catalog loaded into the empty database",
    );
  }
  const paymentDeps: PaymentDeps = {
    db: database.db,
    clock,
    gateway,
    publicUrl: config.PUBLIC_URL,
    renewalRetryDays: config.RENEWAL_RETRY_DAYS,
    taxRates: config.taxRates,
    taxCalculator,
    orderKinds,
  };
  const workSignal = createWorkSignal();
  const stopRelayingWork = await relayQueuedWork(database, workSignal);
  const background: BackgroundDeps = {
    paymentDeps,
    analyticsCollector,
    webhookPolicy: webhookPolicyOf(config),
    messaging,
  };
  const rounds = startRounds(app.log, background);
  const jobs = startJobKinds(
    { logger: app.log, signal: workSignal, idleTickMs: IDLE_TICK_MS },
    jobKindsOf(app.log, background),
  );

  await app.listen({ host: config.HOST, port: config.PORT });
  if (operatorToken) handOffToOperators(app, config, operatorToken);

  return {
    app,
    database,
    async close() {
      if (operatorToken && config.DATA_DIR) removeServerHandoff(config.DATA_DIR);
      // No new rounds, then no new requests (those in flight finish, and the messages they
      // queued are still sent); the database closes only after every round in progress ends.
      const roundsEnded = rounds.stop();
      await app.close();
      await jobs.stop();
      await roundsEnded;
      await stopRelayingWork();
      await errorReporter?.close();
      await database.close();
    },
  };
}

/** The app's options from the configuration and what the server opened for it. */
async function appOptionsOf(
  config: Config,
  opened: {
    database: Database;
    replicaReads: ReplicaReads;
    clock: Clock;
    messaging: Messaging;
    gateway: PaymentGateway;
    taxCalculator: TaxCalculator;
    analyticsForwarding: boolean;
    errorReporter: ErrorReporter | undefined;
    operatorToken: string | undefined;
  },
): Promise<AppOptions> {
  const { database, replicaReads, clock, messaging, errorReporter, operatorToken } = opened;
  const db = database.db;
  const secret = await loadServerSecret({ db }, { configured: config.APP_SECRET });
  return {
    db,
    // Imports by any process reach this one through LISTEN (docs/decisions/048).
    catalogCache: await createCatalogCache({ db, clock, listen: database.listen, replicaReads }),
    replicaReads,
    gateway: opened.gateway,
    secret,
    clock,
    botCheck: configuredBotCheck(config, { clock, secret }),
    secureCookies: config.PUBLIC_URL.startsWith("https:"),
    smsAvailable: messaging.sms !== null,
    codeSendsPerIp: config.CODE_SENDS_PER_IP,
    devOutboxActive: messaging.devOutboxChannels.length > 0,
    checkApiReplies: config.NODE_ENV !== "production",
    pseudoLocale: config.NODE_ENV !== "production",
    appEnvironment: config.appEnvironment,
    ...(config.STRIPE_WEBHOOK_SECRET ? { stripeWebhookSecret: config.STRIPE_WEBHOOK_SECRET } : {}),
    ...(config.STRIPE_PUBLISHABLE_KEY
      ? { stripePublishableKey: config.STRIPE_PUBLISHABLE_KEY }
      : {}),
    webRoot: config.WEB_ROOT,
    logLevel: config.LOG_LEVEL,
    apiRateLimitPerMinute: config.API_RATE_LIMIT_PER_MINUTE,
    analyticsRateLimitPerMinute: config.ANALYTICS_RATE_LIMIT_PER_MINUTE,
    analyticsForwarding: opened.analyticsForwarding,
    trustProxy: config.TRUST_PROXY,
    publicUrl: config.PUBLIC_URL,
    creatorSignup: config.creatorSignup,
    passkeyRpName: config.PASSKEY_RP_NAME,
    renewalRetryDays: config.RENEWAL_RETRY_DAYS,
    taxRates: config.taxRates,
    vies: config.viesAsked ? createVies({ url: config.VIES_URL, clock }) : viesNotAsked(clock),
    taxCalculator: opened.taxCalculator,
    socialProviders: configuredSocialProviders(config),
    ...(operatorToken ? { operatorToken } : {}),
    allowMovedClock: config.NODE_ENV !== "production",
    ...(errorReporter ? { errorReporter } : {}),
    ...(config.sentryBrowserDsn ? { sentryBrowserDsn: config.sentryBrowserDsn } : {}),
    monitoringEnvironment: config.monitoringEnvironment,
    webhookPolicy: webhookPolicyOf(config),
    ...(config.NODE_ENV === "production" ? {} : { embedDemo: await embedDemoOf(config) }),
  };
}

/**
 * Outside production the sample creator's page, opened at localhost, frames the demo creator's
 * checkout from 127.0.0.1: another site to the browser, as a creator's own site is
 * (docs/decisions/099).
 */
async function embedDemoOf(config: Config): Promise<EmbedDemo> {
  const { publisher } = await loadCatalogFile(config.demoCatalogPath);
  return {
    hostOrigin: `http://localhost:${config.PORT}`,
    checkoutOrigin: `http://127.0.0.1:${config.PORT}`,
    publisherId: publisher.id,
  };
}

/** Cloudflare Turnstile when both its keys are set, ALTCHA served by this server otherwise. */
function configuredBotCheck(config: Config, deps: { clock: Clock; secret: Buffer }): BotCheck {
  if (config.TURNSTILE_SITE_KEY && config.TURNSTILE_SECRET_KEY) {
    return createTurnstileBotCheck({
      siteKey: config.TURNSTILE_SITE_KEY,
      scriptUrl: config.TURNSTILE_SCRIPT_URL,
      siteverify: createTurnstileSiteverify({
        secretKey: config.TURNSTILE_SECRET_KEY,
        verifyUrl: config.TURNSTILE_VERIFY_URL,
      }),
    });
  }
  return createAltchaBotCheck(deps, { maxWork: config.ALTCHA_MAX_WORK });
}

/** The background rounds every process runs; `stop` waits for the rounds under way. */
/** The background rounds every process runs on a timer; `stop` waits for those under way. */
function startRounds(logger: FastifyBaseLogger, { paymentDeps }: BackgroundDeps) {
  const { db, clock } = paymentDeps;
  const every = (name: string, intervalMs: number, run: () => Promise<Record<string, number>>) =>
    startPeriodicTask({ logger }, { name, intervalMs, run });
  const tasks = [
    // Finishes orders a crash left pending, from the gateway's record of their charge.
    every("order reconciler", 60_000, () => reconcilePendingOrders(paymentDeps)),
    // Gives up orders left at 3-D Secure, their charge canceled first (docs/decisions/103).
    every("abandoned orders", 60_000, () => giveUpAbandonedOrders(paymentDeps)),
    // Refunds a crash or a lost answer left pending, asked again under their own key.
    every("refund reconciler", 60_000, () => finishStaleRefunds(paymentDeps)),
    // Renewals, trial ends, retries and cancellations as they fall due (docs/decisions/029).
    // The timer only paces the rounds: what is due is read from the database, claimed row by row.
    every("billing", 60_000, () =>
      runDueBilling(paymentDeps, {
        onError: (subscriptionId, error) =>
          logFailure(logger, error, {
            failed: "billing: a renewal failed",
            retry: "it is retried",
            fields: { subscriptionId },
          }),
      }),
    ),
    every("housekeeping", 15 * 60_000, () => pruneExpiredRows({ db, clock })),
    // Delivered webhooks and their log, 90 days on (docs/decisions/090).
    every("webhook retention", 15 * 60_000, () => pruneWebhookHistory({ db, clock })),
  ];
  return { stop: () => Promise.all(tasks.map((task) => task.stop())) };
}

/** Tells the operator command on this machine where this server listens, and its token. */
function handOffToOperators(app: FastifyInstance, config: Config, operatorToken: string) {
  if (!config.DATA_DIR) return;
  const { port } = app.server.address() as AddressInfo;
  const host = ["0.0.0.0", "::"].includes(config.HOST) ? "127.0.0.1" : config.HOST;
  writeServerHandoff(config.DATA_DIR, {
    pid: process.pid,
    url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
    token: operatorToken,
  });
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
