import type { TaxRatesTable } from "@creator-checkout/core/tax";
import type { CreatorSignupMode } from "@creator-checkout/core/team";
import type { DestinationStream } from "pino";
import type { SocialProviders } from "./adapters/social-login/social-provider";
import type { VatNumberRegistry } from "./adapters/vies/vies";
import type { Db } from "./db/connect";
import type { ReplicaReads } from "./db/replica-reads";
import type { BotCheck } from "./domain/bot-check/bot-check";
import type { CatalogCache } from "./domain/catalog/catalog-cache";
import type { WebhookPolicy } from "./domain/webhooks/webhook-policy";
import type { AppEnvironment } from "./http/page/page-document";
import type { EmbedDemo } from "./http/routes/embed-routes";
import type { ErrorReporter } from "./monitoring/error-reporter";
import type { PaymentGateway } from "./payments/payment-gateway";
import type { TaxCalculator } from "./payments/tax-calculator";
import type { Clock } from "./security/clock";

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
  /**
   * Where buyers open the checkout, for the links in receipts and payment e-mails; its host is
   * also the one passkeys belong to (docs/decisions/037).
   */
  publicUrl: string;
  /** Who may open a new creator's store (docs/decisions/159); nobody but the operator by default. */
  creatorSignup?: CreatorSignupMode;
  /** The name a browser shows when it offers to make a passkey; the product's name by default. */
  passkeyRpName?: string;
  /** Days after a renewal's first failure on which it is tried again; 1, 3 and 5 by default. */
  renewalRetryDays?: readonly number[];
  /** The tax rates (the operator's TAX_RATES_FILE over the shipped table); the shipped table by default. */
  taxRates?: TaxRatesTable;
  /** VIES, which checks buyers' VAT numbers; not asked unless given (docs/decisions/144). */
  vies?: VatNumberRegistry;
  /** Who computes each sale's tax; the rates table by default (docs/decisions/135). */
  taxCalculator?: TaxCalculator;
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
  /** Outside production: the page checks every API answer against the route table. */
  checkApiReplies?: boolean;
  /** Outside production: the accented pseudo-locale for finding untranslated words. */
  pseudoLocale?: boolean;
  /** The deployment, shown by the page's favicon (docs/decisions/085); production by default. */
  appEnvironment?: AppEnvironment;
  /** True when messages go to the dev outbox: adds GET /api/dev/outbox. */
  devOutboxActive?: boolean;
  webRoot: string;
  /** Outside production: the sample creator's page at /embed-demo (docs/decisions/099). */
  embedDemo?: EmbedDemo;
  logLevel?: string;
  apiRateLimitPerMinute?: number;
  /** Analytics requests per minute from one client address; 240 by default. */
  analyticsRateLimitPerMinute?: number;
  /** True when a collector is configured: stored events are queued for it (docs/decisions/040). */
  analyticsForwarding?: boolean;
  /**
   * How long a client may take to send a whole request, body included: a body sent a byte at a
   * time must not hold its connection forever. 30 seconds by default, as the page's own timeout.
   */
  requestTimeoutMs?: number;
  /** Where the request log goes: standard output unless a test captures it. */
  logStream?: DestinationStream;
  /** Which proxies' X-Forwarded-For to believe: none (false), a hop count, or addresses. */
  trustProxy?: false | number | string[];
  /** Where unexpected server failures go: our own collector in the database unless given. */
  errorReporter?: ErrorReporter;
  /** The browser's Sentry DSN (public key only): the page reports to Sentry instead of us. */
  sentryBrowserDsn?: string;
  /** The environment reports name; real-user monitoring runs in production, staging and qa. */
  monitoringEnvironment?: string;
  /** Error reports one network may send per minute; 30 by default. */
  errorReportsPerMinute?: number;
  /** The social-login providers the operator configured (docs/decisions/035); none by default. */
  socialProviders?: SocialProviders;
  /**
   * Catalog reads kept in memory (docs/decisions/048). By default one that reads the catalog's
   * version before every read, so an import through any connection shows at once without a
   * listener; the server passes one that listens for imports instead.
   */
  catalogCache?: CatalogCache;
  /**
   * Where the reads that may lag are made (docs/decisions/179): the server passes one on the
   * replica when DATABASE_READ_URL is set; by default every read is on `db`.
   */
  replicaReads?: ReplicaReads;
  /**
   * Where creators' webhooks may go (docs/decisions/081): as in production, https to public
   * addresses only, unless given.
   */
  webhookPolicy?: WebhookPolicy;
}
