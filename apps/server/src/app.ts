import "./english-by-default";
import type { Server } from "node:http";
import { API_VERSION } from "@creator-checkout/core/api";
import { DEFAULT_RENEWAL_RETRY_DAYS } from "@creator-checkout/core/pricing";
import { SHIPPED_TAX_RATES } from "@creator-checkout/core/tax";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyHttpOptions, type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { viesNotAsked } from "./adapters/vies/vies";
import type { AppOptions, RegisteredRoute } from "./app-options";
import { primaryReads, type ReplicaReads } from "./db/replica-reads";
import { createAnalyticsWriter } from "./domain/analytics/create-analytics-writer";
import { DEFAULT_CODE_SENDS_PER_IP } from "./domain/auth/auth-limits";
import { createAltchaBotCheck } from "./domain/bot-check/create-altcha-bot-check";
import { createCatalogCache, defaultCatalogCacheOptions } from "./domain/catalog/catalog-cache";
import { DEFAULT_ERROR_REPORTS_PER_MINUTE } from "./domain/errors/collect-page-error-report";
import { recordErrorReport } from "./domain/errors/record-error-report";
import { orderKinds } from "./domain/order-kinds";
import { relyingPartyOf } from "./domain/passkeys/relying-party";
import { registerGraphql } from "./graphql/register-graphql";
import { collectApiReference, serveApiReference } from "./http/api-reference";
import type { AuthContext } from "./http/auth-context";
import { clientErrorReply, registerErrorHandler, routingErrorReply } from "./http/error-handler";
import type { PasskeyContext } from "./http/passkey-context";
import type { PaymentContext } from "./http/payment-context";
import { refuseHostileStrings } from "./http/refuse-hostile-strings";
import { decorateRequestLanguage } from "./http/request-language";
import { analyticsRoutes } from "./http/routes/analytics-routes";
import { authRoutes } from "./http/routes/auth-routes";
import { botCheckRoutes } from "./http/routes/bot-check-routes";
import { clientRoutes } from "./http/routes/client-routes";
import { customPropertyRoutes } from "./http/routes/custom-property-routes";
import { dashboardRoutes } from "./http/routes/dashboard-routes";
import { devOutboxRoutes } from "./http/routes/dev-outbox-routes";
import { errorReportRoutes } from "./http/routes/error-report-routes";
import { featureFlagRoutes } from "./http/routes/feature-flag-routes";
import { giftRoutes } from "./http/routes/gift-routes";
import { healthRoutes } from "./http/routes/health-routes";
import { buyerInvoiceRoutes, publisherInvoiceRoutes } from "./http/routes/invoice-routes";
import { meRoutes } from "./http/routes/me-routes";
import { newsletterRoutes } from "./http/routes/newsletter-routes";
import { operatorCatalogRoutes } from "./http/routes/operator-catalog-routes";
import { operatorCouponRoutes } from "./http/routes/operator-coupon-routes";
import { operatorPublisherKeyRoutes } from "./http/routes/operator-publisher-key-routes";
import { operatorPublisherListRoutes } from "./http/routes/operator-publisher-list-routes";
import { operatorRefundRoutes } from "./http/routes/operator-refund-routes";
import { operatorReportRoutes } from "./http/routes/operator-report-routes";
import { operatorRoutes } from "./http/routes/operator-routes";
import { operatorTeamRoutes } from "./http/routes/operator-team-routes";
import { operatorWebhookRoutes } from "./http/routes/operator-webhook-routes";
import { registerPageRoutes } from "./http/routes/page-routes";
import { passkeyRoutes } from "./http/routes/passkey-routes";
import { paymentConfigRoutes } from "./http/routes/payment-config-routes";
import { paymentMethodRoutes } from "./http/routes/payment-method-routes";
import { promotionCodeRoutes } from "./http/routes/promotion-code-routes";
import { publisherCancelAnswersRoutes } from "./http/routes/publisher-cancel-answers-routes";
import { publisherCatalogRoutes } from "./http/routes/publisher-catalog-routes";
import { publisherClaimRoutes } from "./http/routes/publisher-claim-routes";
import { publisherCouponRoutes } from "./http/routes/publisher-coupon-routes";
import { publisherListRoutes } from "./http/routes/publisher-list-routes";
import { publisherNewsletterRoutes } from "./http/routes/publisher-newsletter-routes";
import { publisherProductRoutes } from "./http/routes/publisher-product-routes";
import { publisherProfileRoutes } from "./http/routes/publisher-profile-routes";
import { publisherRefundRoutes } from "./http/routes/publisher-refund-routes";
import { publisherTaxRoutes } from "./http/routes/publisher-tax-routes";
import { publisherWebhookRoutes } from "./http/routes/publisher-webhook-routes";
import { purchaseRoutes } from "./http/routes/purchase-routes";
import { referenceRoutes } from "./http/routes/reference-routes";
import { socialLoginRoutes } from "./http/routes/social-login-routes";
import { storeTeamRoutes } from "./http/routes/store-team-routes";
import { stripeWebhookRoutes } from "./http/routes/stripe-webhook-routes";
import { subscriptionRoutes } from "./http/routes/subscription-routes";
import { taxQuoteRoutes } from "./http/routes/tax-quote-routes";
import { testProcessorRoutes } from "./http/routes/test-processor-routes";
import { addCheckoutSecurityHeaders } from "./http/security-headers";
import { loggerOptions } from "./logger";
import { createCollectorErrorReporter } from "./monitoring/create-collector-error-reporter";
import { RATES_TABLE_CALCULATOR } from "./payments/tax-calculator";
import { createTestProcessorGateway } from "./payments/test-processor/create-test-processor-gateway";
import type { RunGraphql } from "./run-graphql";
import { systemClock } from "./security/clock";

export type { AppOptions, RegisteredRoute } from "./app-options";

/** Fastify's form of the setting: a hop count becomes "the nearest N hops". */
function trustedProxies(setting: false | number | string[]) {
  if (typeof setting !== "number") return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** What the route groups are given: sign-in's, payments' and passkeys' dependencies. */
interface AppContexts {
  auth: AuthContext;
  payment: PaymentContext;
  passkey: PasskeyContext;
  /** The reads that may go to a replica (docs/decisions/179); all on the primary by default. */
  replicaReads: ReplicaReads;
}

/** Builds the whole HTTP app without listening, so tests can `inject` requests into it. */
export async function buildApp(options: AppOptions) {
  const contexts = await appContexts(options);
  const app = Fastify(fastifyOptionsOf(options));
  recordRegisteredRoutes(app);
  app.decorateRequest("user", null);
  decorateRequestLanguage(app, { pseudo: options.pseudoLocale ?? false });
  const { db, clock } = contexts.auth;
  registerErrorHandler(app, {
    reporter:
      options.errorReporter ??
      createCollectorErrorReporter((failure) =>
        recordErrorReport({ db, clock, logger: app.log }, failure),
      ),
    publicUrl: options.publicUrl,
  });
  addCheckoutSecurityHeaders(app, {
    botCheck: contexts.auth.botCheck,
    sentryBrowserDsn: options.sentryBrowserDsn,
  });
  await app.register(cookie);
  // Answers may carry a buyer's data, and none is meant to be kept by a browser or a proxy.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    done(null, payload);
  });
  app.addHook("preValidation", refuseHostileStrings);
  await collectApiReference(app, { version: API_VERSION });

  let runGraphql: RunGraphql | null = null;
  await app.register(
    async (api) => {
      runGraphql = await registerApi(api, options, contexts);
    },
    { prefix: "/api" },
  );
  await app.register(healthRoutes, { db });
  if (runGraphql === null) throw new Error("The API did not register its GraphQL graph.");
  const { sendPage } = await registerPageRoutes(app, {
    db,
    catalogCache: contexts.auth.catalogCache,
    botCheck: contexts.auth.botCheck,
    clock,
    webRoot: options.webRoot,
    // The checkout's first view is rendered from the same graph the page queries.
    runGraphql,
    checkApiReplies: options.checkApiReplies ?? false,
    pseudoLocale: options.pseudoLocale ?? false,
    appEnvironment: options.appEnvironment ?? "production",
    sessions: { secret: contexts.auth.secret, secureCookies: contexts.auth.secureCookies },
    ...(options.embedDemo ? { embedDemo: options.embedDemo } : {}),
  });
  app.setNotFoundHandler((_request, reply) => sendPage(reply, 404));
  return app;
}

async function appContexts(options: AppOptions): Promise<AppContexts> {
  const { db, secret } = options;
  const clock = options.clock ?? systemClock;
  const replicaReads = options.replicaReads ?? primaryReads(db);
  const catalogCache =
    options.catalogCache ??
    (await createCatalogCache(
      { db, clock, replicaReads },
      { ...defaultCatalogCacheOptions, recheckMs: 0 },
    ));
  const auth: AuthContext = {
    db,
    catalogCache,
    clock,
    secret,
    botCheck: options.botCheck ?? createAltchaBotCheck({ clock, secret }),
    secureCookies: options.secureCookies ?? true,
    smsAvailable: options.smsAvailable ?? true,
    codeSendsPerIp: options.codeSendsPerIp ?? DEFAULT_CODE_SENDS_PER_IP,
    socialProviders: options.socialProviders ?? new Map(),
  };
  const payment: PaymentContext = {
    ...auth,
    gateway: options.gateway ?? createTestProcessorGateway({ db, clock }),
    publicUrl: options.publicUrl,
    renewalRetryDays: options.renewalRetryDays ?? DEFAULT_RENEWAL_RETRY_DAYS,
    orderKinds,
    taxRates: options.taxRates ?? SHIPPED_TAX_RATES,
    vies: options.vies ?? viesNotAsked(clock),
    taxCalculator: options.taxCalculator ?? RATES_TABLE_CALCULATOR,
  };
  const passkey: PasskeyContext = {
    ...auth,
    relyingParty: relyingPartyOf(options.publicUrl, options.passkeyRpName ?? "Creator Checkout"),
  };
  return { auth, payment, passkey, replicaReads };
}

function fastifyOptionsOf(options: AppOptions): FastifyHttpOptions<Server> {
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  return {
    logger: loggerOptions(options.logLevel ?? "info", options.logStream),
    requestTimeout,
    frameworkErrors: routingErrorReply,
    clientErrorHandler: clientErrorReply,
    // Node checks the deadlines only this often; a quarter of the timeout keeps them close.
    http: {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 15_000),
      connectionsCheckingInterval: Math.max(100, Math.floor(requestTimeout / 4)),
    },
    trustProxy: trustedProxies(options.trustProxy ?? false),
    bodyLimit: 64 * 1024,
  };
}

/**
 * Every route as registered, so checks that must cover them all (the hostile-input suite) find a
 * new route by itself.
 */
function recordRegisteredRoutes(app: FastifyInstance) {
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", registeredRoutes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") registeredRoutes.push({ method, url: route.url });
    }
  });
}

/** Everything under /api: the REST routes, Stripe's webhook, the reference and GraphQL. */
async function registerApi(api: FastifyInstance, options: AppOptions, contexts: AppContexts) {
  const { payment } = contexts;
  // A coarse flood guard per process; the limits that protect accounts (code sends,
  // failed tries) are counted in Postgres. See docs/decisions/004-rate-limits.md.
  await api.register(rateLimit, {
    max: options.apiRateLimitPerMinute ?? 600,
    timeWindow: "1 minute",
  });
  // The zod compilers stay in the REST scope: mercurius brings JSON schemas of its own.
  await api.register(async (rest) => {
    rest.setValidatorCompiler(validatorCompiler);
    rest.setSerializerCompiler(serializerCompiler);
    await registerPublicRoutes(rest, options, contexts);
    await registerBuyerRoutes(rest, options, contexts);
    if (options.operatorToken)
      await registerOperatorRoutes(rest, options.operatorToken, options, contexts);
    if (payment.gateway.name === "test") {
      const { db, clock, secret } = contexts.auth;
      await rest.register(testProcessorRoutes, { prefix: "/test-processor", db, clock, secret });
    }
    if (payment.gateway.name === "stripe" && options.stripeWebhookSecret) {
      await rest.register(stripeWebhookRoutes, {
        ...payment,
        webhookSecret: options.stripeWebhookSecret,
      });
    }
    await registerPageSignalRoutes(rest, options, contexts);
  });
  await serveApiReference(api);
  const { db, catalogCache, socialProviders } = contexts.auth;
  const runGraphql = await registerGraphql(api, { db, catalogCache, socialProviders });
  api.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: "NOT_FOUND",
      message: `There is no ${request.method} ${request.url.split("?")[0]} in this API.`,
    }),
  );
  return runGraphql;
}

/** What anyone may call: the reference, the catalog's client data, flags, the dev outbox, reports. */
async function registerPublicRoutes(
  rest: FastifyInstance,
  options: AppOptions,
  { auth }: AppContexts,
) {
  const { db, clock, catalogCache, socialProviders } = auth;
  await rest.register(referenceRoutes);
  await rest.register(clientRoutes, { db, catalogCache, socialProviders });
  await rest.register(featureFlagRoutes, { db, catalogCache });
  await rest.register(devOutboxRoutes, { db, active: options.devOutboxActive ?? false });
  await rest.register(errorReportRoutes, {
    db,
    clock,
    browserDsn: options.sentryBrowserDsn ?? null,
    environment: options.monitoringEnvironment ?? "development",
    reportsPerMinute: options.errorReportsPerMinute ?? DEFAULT_ERROR_REPORTS_PER_MINUTE,
    devRoutes: options.devOutboxActive ?? false,
  });
}

/** What the page sends on its own: bot-check challenges and analytics events. */
async function registerPageSignalRoutes(
  rest: FastifyInstance,
  options: AppOptions,
  { auth }: AppContexts,
) {
  await rest.register(botCheckRoutes, { botCheck: auth.botCheck });
  await rest.register(analyticsRoutes, {
    writer: createAnalyticsWriter(
      { db: auth.db },
      { forward: options.analyticsForwarding ?? false },
    ),
    pageOrigin: new URL(options.publicUrl).origin,
    ratePerMinute: options.analyticsRateLimitPerMinute ?? 240,
  });
}

/** Signing in, the buyer's account, cards, purchases, subscriptions, gifts, the dashboard. */
async function registerBuyerRoutes(
  rest: FastifyInstance,
  options: AppOptions,
  { auth, payment, passkey, replicaReads }: AppContexts,
) {
  const { db, clock, secret } = auth;
  await rest.register(authRoutes, auth);
  await rest.register(socialLoginRoutes, { ...auth, publicUrl: options.publicUrl });
  await rest.register(publisherClaimRoutes, { db, clock, secret });
  await rest.register(meRoutes, auth);
  await rest.register(passkeyRoutes, passkey);
  await rest.register(paymentMethodRoutes, payment);
  await rest.register(paymentConfigRoutes, {
    provider: payment.gateway.name,
    publishableKey: options.stripePublishableKey ?? null,
  });
  await rest.register(newsletterRoutes, auth);
  await rest.register(customPropertyRoutes, auth);
  await rest.register(purchaseRoutes, payment);
  await rest.register(buyerInvoiceRoutes, { db, clock, secret });
  await rest.register(taxQuoteRoutes, payment);
  await rest.register(subscriptionRoutes, payment);
  await rest.register(giftRoutes, payment);
  await rest.register(publisherRefundRoutes, payment);
  await rest.register(dashboardRoutes, { db, clock, secret, replicaReads });
  await rest.register(publisherListRoutes, { db, clock, secret });
  await rest.register(publisherCouponRoutes, { db, clock, secret });
  await rest.register(publisherTaxRoutes, { db, clock, secret });
  await rest.register(publisherCatalogRoutes, { db, clock, secret });
  await rest.register(publisherProfileRoutes, { db, clock, secret });
  await rest.register(publisherCancelAnswersRoutes, { db, clock, secret });
  await rest.register(publisherProductRoutes, {
    db,
    clock,
    secret,
    publicUrl: options.publicUrl,
  });
  await rest.register(publisherNewsletterRoutes, { db, clock, secret });
  await rest.register(publisherInvoiceRoutes, { db, clock, secret });
  await rest.register(promotionCodeRoutes, { db, clock });
  await rest.register(storeTeamRoutes, {
    db,
    clock,
    secret,
    publicUrl: options.publicUrl,
    botCheck: auth.botCheck,
    signup: options.creatorSignup ?? "closed",
  });
  await rest.register(publisherWebhookRoutes, {
    db,
    clock,
    secret,
    policy: options.webhookPolicy ?? { production: true, allowedHosts: [] },
  });
}

async function registerOperatorRoutes(
  rest: FastifyInstance,
  operatorToken: string,
  options: AppOptions,
  { auth, payment }: AppContexts,
) {
  const { db, clock, catalogCache } = auth;
  await rest.register(operatorRoutes, {
    ...payment,
    operatorToken,
    allowMovedClock: options.allowMovedClock ?? false,
  });
  await rest.register(operatorPublisherKeyRoutes, { db, clock, operatorToken });
  await rest.register(operatorTeamRoutes, {
    db,
    clock,
    publicUrl: options.publicUrl,
    operatorToken,
  });
  await rest.register(operatorRefundRoutes, { ...payment, operatorToken });
  await rest.register(operatorPublisherListRoutes, { db, operatorToken });
  await rest.register(operatorWebhookRoutes, {
    db,
    policy: options.webhookPolicy ?? { production: true, allowedHosts: [] },
    operatorToken,
  });
  await rest.register(operatorCouponRoutes, { db, operatorToken });
  await rest.register(operatorReportRoutes, { db, operatorToken });
  await rest.register(operatorCatalogRoutes, { db, catalogCache, operatorToken });
}
