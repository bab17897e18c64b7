import type { Server } from "node:http";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyHttpOptions } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { DestinationStream } from "pino";
import type { Db } from "./db/connect";
import { DEFAULT_CODE_SENDS_PER_IP } from "./domain/auth/auth-limits";
import { DEFAULT_RENEWAL_RETRY_DAYS } from "./domain/billing/renewal-retry-days";
import type { BotCheck } from "./domain/bot-check/bot-check";
import { createAltchaBotCheck } from "./domain/bot-check/create-altcha-bot-check";
import { registerGraphql } from "./graphql/register-graphql";
import type { AuthContext } from "./http/auth-context";
import { registerErrorHandler, routingErrorReply } from "./http/error-handler";
import type { PaymentContext } from "./http/payment-context";
import { refuseHostileStrings } from "./http/refuse-hostile-strings";
import { authRoutes } from "./http/routes/auth-routes";
import { botCheckRoutes } from "./http/routes/bot-check-routes";
import { clientRoutes } from "./http/routes/client-routes";
import { customPropertyRoutes } from "./http/routes/custom-property-routes";
import { devOutboxRoutes } from "./http/routes/dev-outbox-routes";
import { featureFlagRoutes } from "./http/routes/feature-flag-routes";
import { giftRoutes } from "./http/routes/gift-routes";
import { healthRoutes } from "./http/routes/health-routes";
import { meRoutes } from "./http/routes/me-routes";
import { newsletterRoutes } from "./http/routes/newsletter-routes";
import { operatorRoutes } from "./http/routes/operator-routes";
import { registerPageRoutes } from "./http/routes/page-routes";
import { paymentConfigRoutes } from "./http/routes/payment-config-routes";
import { paymentMethodRoutes } from "./http/routes/payment-method-routes";
import { purchaseRoutes } from "./http/routes/purchase-routes";
import { stripeWebhookRoutes } from "./http/routes/stripe-webhook-routes";
import { subscriptionRoutes } from "./http/routes/subscription-routes";
import { testProcessorRoutes } from "./http/routes/test-processor-routes";
import { loggerOptions } from "./logger";
import type { PaymentGateway } from "./payments/payment-gateway";
import { createTestProcessorGateway } from "./payments/test-processor/create-test-processor-gateway";
import { type Clock, systemClock } from "./security/clock";

export interface RegisteredRoute {
  method: string;
  url: string;
}

declare module "fastify" {
  interface FastifyInstance {
    registeredRoutes: RegisteredRoute[];
  }
}

export interface AppOptions {
  db: Db;
  /** The server's key for HMACs and access tokens (see security/load-server-secret.ts). */
  secret: Buffer;
  clock?: Clock;
  botCheck?: BotCheck;
  /** Secure cookies: on unless the page is served over plain http. */
  secureCookies?: boolean;
  /** False when no SMS provider is configured in production: SMS sign-in is then refused. */
  smsAvailable?: boolean;
  codeSendsPerIp?: number;
  /** The payment provider; the built-in test processor when absent. */
  gateway?: PaymentGateway;
  /** Where buyers open the checkout, for the links in receipts and payment e-mails. */
  publicUrl: string;
  /** Days after a renewal's first failure on which it is tried again; 1, 3 and 5 by default. */
  renewalRetryDays?: readonly number[];
  /**
   * Lets the operator command run due billing in this process (which alone may open an
   * embedded database): the bearer token it must present. Absent, there is no such route.
   */
  operatorToken?: string;
  /** Lets the operator command move the clock for a run (never in production). */
  allowMovedClock?: boolean;
  /** Stripe's publishable key, which the page needs to load Stripe.js. */
  stripePublishableKey?: string;
  /** Stripe's webhook signing secret: with the Stripe gateway, adds POST /api/stripe/webhook. */
  stripeWebhookSecret?: string;
  /** True when messages go to the dev outbox: adds GET /api/dev/outbox. */
  devOutboxActive?: boolean;
  webRoot: string;
  logLevel?: string;
  apiRateLimitPerMinute?: number;
  /**
   * How long a client may take to send a whole request, body included: a body sent a byte at a
   * time must not hold its connection forever. 30 seconds by default, as the page's own timeout.
   */
  requestTimeoutMs?: number;
  /** Where the request log goes: standard output unless a test captures it. */
  logStream?: DestinationStream;
  /** Which proxies' X-Forwarded-For to believe: none (false), a hop count, or addresses. */
  trustProxy?: false | number | string[];
}

/** Fastify's form of the setting: a hop count becomes "the nearest N hops". */
function trustedProxies(setting: false | number | string[]) {
  if (typeof setting !== "number") return setting;
  return (_address: string, hop: number) => hop < setting;
}

/** Builds the whole HTTP app without listening, so tests can `inject` requests into it. */
export async function buildApp(options: AppOptions) {
  const { db, secret } = options;
  const clock = options.clock ?? systemClock;
  const auth: AuthContext = {
    db,
    clock,
    secret,
    botCheck: options.botCheck ?? createAltchaBotCheck({ db, clock, secret }),
    secureCookies: options.secureCookies ?? true,
    smsAvailable: options.smsAvailable ?? true,
    codeSendsPerIp: options.codeSendsPerIp ?? DEFAULT_CODE_SENDS_PER_IP,
  };
  const requestTimeout = options.requestTimeoutMs ?? 30_000;
  const fastifyOptions: FastifyHttpOptions<Server> = {
    logger: loggerOptions(options.logLevel ?? "info", options.logStream),
    requestTimeout,
    frameworkErrors: routingErrorReply,
    // Node checks the deadlines only this often; a quarter of the timeout keeps them close.
    http: {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 15_000),
      connectionsCheckingInterval: Math.max(100, Math.floor(requestTimeout / 4)),
    },
    trustProxy: trustedProxies(options.trustProxy ?? false),
    bodyLimit: 64 * 1024,
  };
  const payment: PaymentContext = {
    ...auth,
    gateway: options.gateway ?? createTestProcessorGateway({ db, clock }),
    publicUrl: options.publicUrl,
    renewalRetryDays: options.renewalRetryDays ?? DEFAULT_RENEWAL_RETRY_DAYS,
  };
  const app = Fastify(fastifyOptions);
  // Every route as registered, so checks that must cover them all (the hostile-input suite)
  // find a new route by itself.
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate("registeredRoutes", registeredRoutes);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") registeredRoutes.push({ method, url: route.url });
    }
  });
  app.decorateRequest("user", null);
  registerErrorHandler(app);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Stripe.js is admitted now so the card step can load it without loosening the policy later.
        scriptSrc: ["'self'", "https://js.stripe.com"],
        frameSrc: ["'self'", "https://js.stripe.com", "https://hooks.stripe.com"],
        connectSrc: ["'self'", "https://api.stripe.com"],
        // The ALTCHA widget solves its proof of work in a worker it builds from a blob.
        workerSrc: ["'self'", "blob:"],
        imgSrc: ["'self'", "data:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(cookie);
  // Answers may carry a buyer's data, and none is meant to be kept by a browser or a proxy.
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });

  app.addHook("preValidation", refuseHostileStrings);

  await app.register(
    async (api) => {
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
        await rest.register(clientRoutes, { db });
        await rest.register(featureFlagRoutes, { db });
        await rest.register(devOutboxRoutes, { db, active: options.devOutboxActive ?? false });
        await rest.register(authRoutes, auth);
        await rest.register(meRoutes, auth);
        await rest.register(paymentMethodRoutes, payment);
        await rest.register(paymentConfigRoutes, {
          provider: payment.gateway.name,
          publishableKey: options.stripePublishableKey ?? null,
        });
        await rest.register(newsletterRoutes, auth);
        await rest.register(customPropertyRoutes, auth);
        await rest.register(purchaseRoutes, payment);
        await rest.register(subscriptionRoutes, payment);
        await rest.register(giftRoutes, payment);
        if (options.operatorToken) {
          await rest.register(operatorRoutes, {
            ...payment,
            operatorToken: options.operatorToken,
            allowMovedClock: options.allowMovedClock ?? false,
          });
        }
        if (payment.gateway.name === "test") {
          await rest.register(testProcessorRoutes, {
            prefix: "/test-processor",
            db,
            clock,
            secret,
          });
        }
        await rest.register(botCheckRoutes, { botCheck: auth.botCheck });
      });
      if (payment.gateway.name === "stripe" && options.stripeWebhookSecret) {
        await api.register(stripeWebhookRoutes, {
          ...payment,
          webhookSecret: options.stripeWebhookSecret,
        });
      }
      await registerGraphql(api, { db });
      api.setNotFoundHandler((request, reply) =>
        reply.status(404).send({
          error: "NOT_FOUND",
          message: `There is no ${request.method} ${request.url.split("?")[0]} in this API.`,
        }),
      );
    },
    { prefix: "/api" },
  );

  await app.register(healthRoutes, { db });
  const { sendPage } = await registerPageRoutes(app, { db, webRoot: options.webRoot });
  app.setNotFoundHandler((_request, reply) => sendPage(reply, 404));

  return app;
}
