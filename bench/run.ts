/**
 * `npm run bench`: measures the performance budgets of architecture.md section 6 and prints
 * them as a report. Exits 0 when a goal is missed; non-zero only when something could not be
 * measured.
 */
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { nginxBinary } from "@creator-checkout/testing/reverse-proxy";
import {
  type AnalyticsFigures,
  type AnalyticsOptions,
  analyticsJson,
  analyticsMethod,
  analyticsRows,
  measureAnalytics,
} from "./analytics-load";
import { type InitialBundle, measureInitialBundle } from "./bundle-size";
import { redactPasswords } from "./command";
import {
  FAILOVER,
  type FailoverFigures,
  failoverJson,
  failoverRows,
  measureFailover,
} from "./failover-load";
import {
  type DatabaseFootprint,
  emptyFootprint,
  type FootprintOptions,
  footprintJson,
  footprintRows,
  measureEmbeddedFootprint,
  measurePostgresFootprint,
} from "./footprint";
import { findFreePort } from "./free-port";
import { type Endpoint, type LoadResult, loadJson, measureEndpoint } from "./http-load";
import {
  emptyIdleCpuFigures,
  type IdleCpuFigures,
  type IdleCpuOptions,
  idleCpuMethod,
  idleCpuRows,
  measureIdleCpu,
} from "./idle-cpu";
import { writeLatestReport } from "./latest-report";
import {
  emptyLighthouseFigures,
  type LighthouseFigures,
  type LighthouseOptions,
  lighthouseFindings,
  lighthouseJson,
  lighthouseRows,
  measureLighthouse,
} from "./lighthouse";
import { builtEntryScript, measurePage, type PageFigures, pageJson, pageRows } from "./page-load";
import { measurePgbench, type PgbenchRates } from "./pgbench";
import { type PostgresServer, startThrowawayCluster, useExistingServer } from "./postgres-cluster";
import {
  emptyPurchaseFigures,
  measurePurchase,
  type PurchaseFigures,
  type PurchaseOptions,
} from "./purchase-load";
import { purchaseJson, purchaseMethod, purchaseRows } from "./purchase-report";
import { measurePurchaseStatements } from "./purchase-statements";
import { measureRenewals, type RenewalFigures, type RenewalOptions } from "./renewal-load";
import { renewalJson, renewalMethod, renewalRows } from "./renewal-report";
import { measureCatalogOnReplica } from "./replica-load";
import {
  atMost,
  formatNumber,
  formatTable,
  loadRows,
  type Reference,
  type ReportRow,
} from "./report";
import { measureScale, type ScaleFigures, scaleJson, scaleRows } from "./scale-load";
import { startServer, waitUntilHealthy } from "./server-process";
import { measureSignIn, type SignInFigures, type SignInOptions } from "./sign-in-load";
import { type SignInReferences, signInJson, signInMethod, signInRows } from "./sign-in-report";
import {
  emptyWebhookFigures,
  measureWebhookDelivery,
  type WebhookFigures,
  type WebhookOptions,
  webhookMethod,
  webhookRows,
} from "./webhook-delivery";

const repoRoot = fileURLToPath(new URL("../", import.meta.url));

const BUDGET = {
  jsGzipKb: 105,
  cssGzipKb: 10,
  /** embed.js on a creator's page (docs/decisions/097). */
  embedGzipKb: 1.5,
  /** One language's catalog, downloaded with the page (docs/decisions/106). */
  catalogGzipKb: 3,
  catalogReadShareOfSelectOnly: 30,
  sendCodeShareOfInsert: 8,
  confirmCodeShareOfInsert: 15,
  /** Purchases through the server against the same statements sent by pgbench alone. */
  purchaseShareOfStatements: 65,
  /** The server process's CPU time per purchase. */
  purchaseServerCpuMs: 0.5,
  /** At HTTP_LOAD.connections, for every API load above. */
  p99Ms: 50,
};
const PGBENCH = { durationSeconds: 10, clients: 8, threads: 2 };
const HTTP_LOAD = { durationSeconds: 10, warmupSeconds: 2, connections: 20 };
const SERVER_START_TIMEOUT_MS = 60_000;

/**
 * BENCH_ONLY=catalog,purchase measures only the named parts (and pgbench, their reference),
 * for a quicker look at one change; the report's other rows say NOT RUN.
 */
const BENCH_PARTS = [
  "bundle",
  "lighthouse",
  "catalog",
  "page",
  "analytics",
  "signin",
  "purchase",
  "renewal",
  "scale",
  "failover",
  "webhooks",
  "footprint",
  "idle",
] as const;
type BenchPart = (typeof BENCH_PARTS)[number];

function selectedParts(value: string | undefined): ReadonlySet<BenchPart> {
  if (!value) return new Set(BENCH_PARTS);
  const names = value.split(",").map((name) => name.trim());
  const unknown = names.filter((name) => !BENCH_PARTS.some((part) => part === name));
  if (unknown.length > 0) {
    throw new Error(
      `BENCH_ONLY names unknown parts: ${unknown.join(", ")} (known: ${BENCH_PARTS.join(", ")})`,
    );
  }
  return new Set(BENCH_PARTS.filter((part) => names.includes(part)));
}

const parts = selectedParts(process.env.BENCH_ONLY);
// The idle server runs on its embedded database, before Postgres is started; the failover runs
// on a pg_auto_failover pair of its own, after.
const postgresParts = BENCH_PARTS.filter(
  (part) => part !== "bundle" && part !== "idle" && part !== "failover" && parts.has(part),
);
// The API parts are read against pgbench; Lighthouse and the footprint need no reference.
const apiParts = postgresParts.filter((part) => part !== "lighthouse" && part !== "footprint");

const DEMO = {
  publisherId: demoIds.publisher,
  monthlyOptionId: demoIds.monthly,
  /** The tip jar's "Your own amount" option: a one-time payment in CHF. */
  customAmountOptionId: demoIds.customAmount,
};

/** What the benchmarked server runs with, on top of the database URL, port and log level. */
const SERVER_ENV = {
  // Codes go to the dev outbox (no SMTP server here), where the benchmark reads them back.
  NODE_ENV: "development",
  // Guards against one client would otherwise cap the benchmark, which is that one client.
  API_RATE_LIMIT_PER_MINUTE: "100000000",
  CODE_SENDS_PER_IP: "100000000",
  ANALYTICS_RATE_LIMIT_PER_MINUTE: "100000000",
  // The least proof of work the server accepts, so proofs are cheap to solve before timing.
  ALTCHA_MAX_WORK: "10",
};

/**
 * The server Lighthouse loads runs as shipped (its proof of work, limits and all); only the dev
 * outbox is on, for the codes of the buyers who reach the success state.
 */
const LIGHTHOUSE_SERVER_ENV = { NODE_ENV: "development" };

const LIGHTHOUSE: LighthouseOptions = {
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  runs: 3,
  publisherId: DEMO.publisherId,
  checkoutOptionId: DEMO.monthlyOptionId,
  creatorUsername: "northwind",
  successOptionId: DEMO.customAmountOptionId,
  successCustomPrice: 500,
  cardNumber: "4242 4242 4242 4242",
  delivery: { pollMs: 100, stallMs: 30_000 },
};

const SIGN_IN: SignInOptions = {
  publisherId: DEMO.publisherId,
  connections: HTTP_LOAD.connections,
  warmupRequests: 1_000,
  sendRequests: 10_000,
  setupConcurrency: 32,
  delivery: { pollMs: 100, stallMs: 30_000 },
};

const PURCHASE: PurchaseOptions = {
  publisherId: DEMO.publisherId,
  productOptionId: DEMO.customAmountOptionId,
  customPrice: 500,
  cardNumber: "4242 4242 4242 4242",
  connections: HTTP_LOAD.connections,
  warmupRequests: 500,
  timedRequests: 3_000,
  setupConcurrency: 32,
  delivery: { pollMs: 100, stallMs: 30_000 },
  // Backends report their statistics at most ten seconds after going idle.
  statsSettleMs: 11_000,
};

/** Purchases through nginx (docs/deploy.md), fewer than above: each run signs its buyers in. */
const SCALE_PURCHASE: PurchaseOptions = {
  ...PURCHASE,
  warmupRequests: 200,
  timedRequests: 1_500,
  statsSettleMs: 0,
};

const ANALYTICS: AnalyticsOptions = {
  connections: HTTP_LOAD.connections,
  warmupRequests: 500,
  durationSeconds: HTTP_LOAD.durationSeconds,
  eventsPerRequest: [1, 50],
};

const webRoot = join(repoRoot, "apps/web/dist");

/**
 * BENCH_SOAK_MINUTES sets the length of each soak (one on each database); 10 by default, as the
 * memory budget asks.
 */
function soakMinutes(value: string | undefined): number {
  const minutes = Number(value ?? 10);
  if (!(minutes > 0)) throw new Error(`BENCH_SOAK_MINUTES must be a positive number, not ${value}`);
  return minutes;
}

function footprintOptions(): FootprintOptions {
  const pages = [
    demoIds.monthly,
    demoIds.yearly,
    demoIds.supporter,
    demoIds.dayPass,
    demoIds.weekendPass,
    demoIds.customAmount,
    demoIds.coffee,
  ].map((id) => `/${id}`);
  return {
    repoRoot,
    env: SERVER_ENV,
    pagePaths: [...pages, builtEntryScript(webRoot)],
    soak: {
      minutes: soakMinutes(process.env.BENCH_SOAK_MINUTES),
      sampleSeconds: 10,
      visitors: 4,
      publisherId: DEMO.publisherId,
      pagePaths: [`/${DEMO.monthlyOptionId}`, builtEntryScript(webRoot)],
      catalogQueryBody: JSON.stringify({
        query: CHECKOUT_QUERY,
        variables: { id: DEMO.monthlyOptionId },
      }),
      analyticsEventsPerBatch: 10,
      purchase: {
        productOptionId: PURCHASE.productOptionId,
        customPrice: PURCHASE.customPrice,
        cardNumber: PURCHASE.cardNumber,
      },
      codeWait: { pollMs: 100, stallMs: 30_000 },
    },
  };
}

const RENEWAL: RenewalOptions = {
  subscriptions: 10_000,
  workers: [1, 2],
  boughtAt: new Date("2031-01-15T12:00:00Z"),
};

const WEBHOOKS: WebhookOptions = {
  publisherId: DEMO.publisherId,
  eventsPerSecond: 200,
  durationSeconds: 20,
  drainSeconds: 30,
  p99GoalMs: 1_000,
};

const IDLE_CPU: IdleCpuOptions = {
  repoRoot,
  env: SERVER_ENV,
  settleSeconds: 10,
  sampleSeconds: 60,
  budgetPercent: 0.5,
};

const CHECKOUT_QUERY =
  "query Checkout($id: ID) { product(product_option_id: $id) { id title type options { id title price currency interval interval_quantity trial_interval trial_quantity trial_price } publisher { id name username icon primary_urls default_authentication_method authentication_methods } custom_fields { id label order required connected_property { id label type class options { label value } } } newsletters { id name type newsletter_order } } }";

function field(value: unknown, key: string): unknown {
  return typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
}

function expectEqual(actual: unknown, expected: unknown, what: string): void {
  if (actual !== expected) throw new Error(`${what} is ${JSON.stringify(actual)}, not ${expected}`);
}

const catalogEndpoint: Endpoint = {
  name: "catalog GraphQL",
  method: "POST",
  path: "/api/query",
  body: JSON.stringify({ query: CHECKOUT_QUERY, variables: { id: DEMO.monthlyOptionId } }),
  verify(body) {
    if (field(body, "errors") !== undefined) throw new Error("GraphQL answered errors");
    const product = field(field(body, "data"), "product");
    expectEqual(field(field(product, "publisher"), "id"), DEMO.publisherId, "product.publisher.id");
    const options = field(product, "options");
    const ids = Array.isArray(options) ? options.map((option) => field(option, "id")) : [];
    if (!ids.includes(DEMO.monthlyOptionId)) {
      throw new Error(`product.options does not include ${DEMO.monthlyOptionId}`);
    }
  },
};

const clientQueryEndpoint: Endpoint = {
  name: "client query",
  method: "GET",
  path: `/api/client/query/${DEMO.publisherId}`,
  verify(body) {
    expectEqual(field(body, "id"), DEMO.publisherId, "id");
    if (typeof field(body, "username") !== "string") throw new Error("username is missing");
  },
};

interface Figures {
  bundle: InitialBundle | null;
  postgres: string | null;
  pgbench: PgbenchRates | null;
  catalogGraphql: LoadResult | null;
  /** The same endpoint on a server whose DATABASE_READ_URL names a streaming replica. */
  catalogOnReplica: LoadResult | null;
  catalogNotes: string[];
  clientQuery: LoadResult | null;
  page: PageFigures;
  signIn: SignInFigures;
  purchase: PurchaseFigures;
  renewal: RenewalFigures;
  analytics: AnalyticsFigures;
  lighthouse: LighthouseFigures;
  scale: ScaleFigures;
  failover: FailoverFigures;
  webhooks: WebhookFigures;
  footprint: { embedded: DatabaseFootprint; postgres: DatabaseFootprint };
  idleCpu: IdleCpuFigures;
}

/** Undo steps run last-in first-out, once, whether the run succeeds, fails or is interrupted. */
class Cleanup {
  private readonly steps: Array<() => Promise<void>> = [];

  add(step: () => Promise<void>): void {
    this.steps.push(step);
  }

  async run(): Promise<void> {
    for (let step = this.steps.pop(); step; step = this.steps.pop()) {
      await step().catch((error: unknown) => {
        process.stderr.write(`bench: cleanup failed: ${message(error)}\n`);
      });
    }
  }
}

function message(error: unknown): string {
  return redactPasswords(error instanceof Error ? error.message : String(error));
}

/** os.loadavg() when each step began: the machine may be shared, so the figures need it. */
const steps: Array<{ step: string; loadavg: number[] }> = [];

function progress(text: string): void {
  const load = loadavg();
  steps.push({ step: text, loadavg: load });
  process.stderr.write(
    `bench: ${text} (load ${load.map((value) => value.toFixed(2)).join(" ")})\n`,
  );
}

async function measureAgainstPostgres(figures: Figures, cleanup: Cleanup): Promise<void> {
  const benchDatabaseUrl = process.env.BENCH_DATABASE_URL;
  progress(benchDatabaseUrl ? "using BENCH_DATABASE_URL" : "starting a throwaway Postgres cluster");
  const postgres: PostgresServer = benchDatabaseUrl
    ? useExistingServer(benchDatabaseUrl)
    : await startThrowawayCluster();
  cleanup.add(() => postgres.stop());
  figures.postgres = postgres.description;
  progress(`Postgres: ${postgres.description}`);

  if (parts.has("lighthouse")) await measureLighthouseOnItsOwnServer(figures, postgres);
  if (parts.has("footprint")) await measureFootprint(figures, postgres);
  if (apiParts.length === 0) return;

  progress(`pgbench: select-only and single-row insert, ${PGBENCH.durationSeconds} s each`);
  figures.pgbench = await measurePgbench(postgres, PGBENCH);

  const databaseUrl = await postgres.createDatabase("bench");
  const server = startServer({
    repoRoot,
    databaseUrl,
    port: await findFreePort(),
    env: SERVER_ENV,
  });
  cleanup.add(() => server.stop());
  progress(`starting the server on ${server.baseUrl} (migrates and seeds the demo catalog)`);
  await waitUntilHealthy(server, SERVER_START_TIMEOUT_MS);

  if (parts.has("catalog")) {
    progress(`autocannon: ${catalogEndpoint.method} ${catalogEndpoint.path}`);
    figures.catalogGraphql = await measureEndpoint(server.baseUrl, catalogEndpoint, HTTP_LOAD);
    progress(`autocannon: ${clientQueryEndpoint.method} ${clientQueryEndpoint.path}`);
    figures.clientQuery = await measureEndpoint(server.baseUrl, clientQueryEndpoint, HTTP_LOAD);
    figures.catalogOnReplica = await measureCatalogOnReplica(
      { databaseUrl, progress },
      {
        repoRoot,
        env: SERVER_ENV,
        endpoint: catalogEndpoint,
        httpLoad: HTTP_LOAD,
        startTimeoutMs: SERVER_START_TIMEOUT_MS,
      },
    ).catch((error: unknown) => {
      figures.catalogNotes.push(`catalog GraphQL on a replica not measured: ${message(error)}`);
      return null;
    });
  }

  if (parts.has("page")) {
    await measurePage(
      { baseUrl: server.baseUrl, progress },
      {
        webRoot,
        productOptionId: DEMO.monthlyOptionId,
        productTitle: "Northwind Membership",
        creatorUsername: "northwind",
        ...HTTP_LOAD,
      },
      figures.page,
    );
  }

  const context = { baseUrl: server.baseUrl, postgres, databaseUrl, progress };
  if (parts.has("analytics")) await measureAnalytics(context, ANALYTICS, figures.analytics);
  if (parts.has("signin")) await measureSignIn(context, SIGN_IN, figures.signIn);
  if (parts.has("purchase")) {
    await measurePurchase(context, PURCHASE, figures.purchase, server.pid);
    progress(`pgbench: the purchase's statements alone, ${PGBENCH.durationSeconds} s`);
    const statements = await measurePurchaseStatements(postgres, databaseUrl, {
      publisherId: DEMO.publisherId,
      productOptionId: DEMO.customAmountOptionId,
      pgbench: PGBENCH,
    }).catch((error: unknown) => {
      figures.purchase.notes.push(`the purchase's statements alone: ${message(error)}`);
      return null;
    });
    const { transactions, paidOrders, charges, receipts } = statements ?? {};
    if (statements && [paidOrders, charges, receipts].some((n) => n !== transactions)) {
      figures.purchase.notes.push(
        `the purchase's statements alone left ${paidOrders} paid orders, ${charges} charges and ${receipts} receipts for ${transactions} purchases`,
      );
    }
    figures.purchase.statements = statements;
  }
  if (parts.has("renewal")) await measureRenewals(context, RENEWAL, figures.renewal);
  if (parts.has("webhooks")) await measureWebhookDelivery(context, WEBHOOKS, figures.webhooks);
  if (parts.has("scale")) {
    const nginx = nginxBinary();
    if (!nginx) throw new Error("scale: nginx is not installed (apt-get install nginx-light)");
    // A second process on the same database, as docs/deploy.md runs them.
    const second = startServer({
      repoRoot,
      databaseUrl,
      port: await findFreePort(),
      env: SERVER_ENV,
    });
    cleanup.add(() => second.stop());
    progress(`starting a second server on ${second.baseUrl}`);
    await waitUntilHealthy(second, SERVER_START_TIMEOUT_MS);
    await measureScale(
      context,
      [server, second],
      { nginx, catalogEndpoint, httpLoad: HTTP_LOAD, purchase: SCALE_PURCHASE },
      figures.scale,
    );
  }
}

function footprintMethod(): string[] {
  if (!parts.has("footprint")) return [];
  const { soak } = footprintOptions();
  return [
    "Footprint: the compiled server started as `npm start` runs it, timed from spawn to its first 200 from /healthz (its",
    "  CPU time until then beside it, from /proc/<pid>/stat); RSS (VmRSS) after it has served each demo page and the",
    "  page's entry script once. The embedded database starts twice: on a fresh data folder (made, migrated, seeded),",
    `  then on that folder. Then a soak of ${soak.minutes} min (BENCH_SOAK_MINUTES) with ${soak.visitors} visitors, each in a loop: the checkout`,
    `  page and its script, the catalog query, an analytics batch of ${soak.analyticsEventsPerBatch} events, then a new buyer's sign-in by code, a saved card`,
    `  and a purchase. RSS every ${soak.sampleSeconds} s; the trend is the growth of a least-squares line over the soak's second half.`,
  ];
}

/** Memory and start on each database, each server alone on the machine (architecture.md). */
async function measureFootprint(figures: Figures, postgres: PostgresServer): Promise<void> {
  const options = footprintOptions();
  await measureEmbeddedFootprint(options, figures.footprint.embedded, progress);
  const databaseUrl = await postgres.createDatabase("footprint");
  await measurePostgresFootprint(options, databaseUrl, figures.footprint.postgres, progress);
}

/** Lighthouse on a server of its own, first, while nothing else loads the machine. */
async function measureLighthouseOnItsOwnServer(
  figures: Figures,
  postgres: PostgresServer,
): Promise<void> {
  const databaseUrl = await postgres.createDatabase("lighthouse");
  const server = startServer({
    repoRoot,
    databaseUrl,
    port: await findFreePort(),
    env: LIGHTHOUSE_SERVER_ENV,
  });
  try {
    progress(`starting the page's server on ${server.baseUrl}`);
    await waitUntilHealthy(server, SERVER_START_TIMEOUT_MS);
    await measureLighthouse(
      { baseUrl: server.baseUrl, postgres, databaseUrl, progress },
      LIGHTHOUSE,
      figures.lighthouse,
    );
  } finally {
    await server.stop();
  }
}

const kb = (bytes: number) => bytes / 1000;

function bundleRows(bundle: InitialBundle | null): ReportRow[] {
  const notRun = { value: "-", verdict: "NOT RUN" } as const;
  return [
    {
      metric: "Initial JS, gzip",
      goal: `<= ${BUDGET.jsGzipKb} kB`,
      ...(bundle
        ? {
            value: `${formatNumber(kb(bundle.jsGzipBytes), 1)} kB`,
            verdict: atMost(kb(bundle.jsGzipBytes), BUDGET.jsGzipKb),
          }
        : notRun),
    },
    {
      metric: "Preact in any bundle",
      goal: "none (React itself)",
      ...(bundle
        ? {
            value: bundle.preactFiles.length === 0 ? "none" : bundle.preactFiles.join(", "),
            verdict: bundle.preactFiles.length === 0 ? "PASS" : "FAIL",
          }
        : notRun),
    },
    {
      metric: "Initial CSS, gzip",
      goal: `<= ${BUDGET.cssGzipKb} kB`,
      ...(bundle
        ? {
            value: `${formatNumber(kb(bundle.cssGzipBytes), 1)} kB`,
            verdict: atMost(kb(bundle.cssGzipBytes), BUDGET.cssGzipKb),
          }
        : notRun),
    },
    ...catalogRows(bundle),
    {
      metric: "embed.js, gzip",
      goal: `<= ${BUDGET.embedGzipKb} kB`,
      ...(bundle && bundle.embedGzipBytes !== null
        ? {
            value: `${formatNumber(kb(bundle.embedGzipBytes), 2)} kB`,
            verdict: atMost(kb(bundle.embedGzipBytes), BUDGET.embedGzipKb),
          }
        : notRun),
    },
  ];
}

/**
 * Each language's words in parts (docs/decisions/121): the largest first view's, which a page
 * downloads with itself, and the largest of the parts loaded once it shows, each held to the
 * same goal; the largest whole catalog for reference.
 */
function catalogRows(bundle: InitialBundle | null): ReportRow[] {
  const parts = Object.entries(bundle?.catalogGzipBytes ?? {})
    .filter(([locale]) => locale !== "en-XA")
    .flatMap(([locale, sizes]) =>
      Object.entries(sizes).map(([part, bytes]) => ({ locale, part, bytes })),
    );
  const largest = (rows: typeof parts) => rows.sort((a, b) => b.bytes - a.bytes)[0];
  const row = (metric: string, found: (typeof parts)[number] | undefined): ReportRow => {
    const base = { metric, goal: `<= ${BUDGET.catalogGzipKb} kB` };
    if (!found) return { ...base, value: "-", verdict: "NOT RUN" };
    return {
      ...base,
      value: `${formatNumber(kb(found.bytes), 2)} kB (${found.locale}, ${found.part})`,
      verdict: atMost(kb(found.bytes), BUDGET.catalogGzipKb),
    };
  };
  const wholeBytes = new Map<string, number>();
  for (const { locale, bytes } of parts) {
    wholeBytes.set(locale, (wholeBytes.get(locale) ?? 0) + bytes);
  }
  const wholes = [...wholeBytes].map(([locale, bytes]) => ({ locale, part: "whole", bytes }));
  const whole = largest(wholes);
  return [
    row("Largest first view's words, gzip", largest(parts.filter((p) => p.part === "first-view"))),
    row("Largest later part of words, gzip", largest(parts.filter((p) => p.part !== "first-view"))),
    {
      metric: "Largest whole catalog, gzip",
      value: whole ? `${formatNumber(kb(whole.bytes), 2)} kB (${whole.locale})` : "-",
      goal: "reference",
      verdict: whole ? "INFO" : "NOT RUN",
    },
  ];
}

function pgbenchRows(rates: PgbenchRates | null): ReportRow[] {
  const load = `-c ${PGBENCH.clients} -j ${PGBENCH.threads}`;
  const row = (metric: string, tps: number | undefined): ReportRow => ({
    metric,
    value: tps === undefined ? "-" : `${formatNumber(tps, 0)} tps`,
    goal: "reference",
    verdict: tps === undefined ? "NOT RUN" : "INFO",
  });
  return [
    row(`pgbench select-only (-S ${load})`, rates?.selectOnlyTps),
    row(`pgbench single-row insert (${load})`, rates?.insertTps),
  ];
}

function references(rates: PgbenchRates | null): {
  selectOnly: Reference;
  signIn: SignInReferences;
  purchase: Reference;
  renewal: Reference;
} {
  const insert = (goalPercent: number): Reference => ({
    name: "pgbench single-row insert",
    tps: rates?.insertTps,
    goalPercent,
    p99GoalMs: BUDGET.p99Ms,
  });
  return {
    selectOnly: {
      name: "pgbench select-only",
      tps: rates?.selectOnlyTps,
      goalPercent: BUDGET.catalogReadShareOfSelectOnly,
      p99GoalMs: BUDGET.p99Ms,
    },
    signIn: {
      send: insert(BUDGET.sendCodeShareOfInsert),
      confirm: insert(BUDGET.confirmCodeShareOfInsert),
    },
    // The purchase's goals are read against its own statements (purchaseRows); this is beside them.
    purchase: insert(0),
    // A reference only: renewals have no budget of their own.
    renewal: { name: "pgbench single-row insert", tps: rates?.insertTps, goalPercent: 0 },
  };
}

function figuresJson(figures: Figures): unknown {
  const load = (result: LoadResult | null) =>
    result && {
      ...loadJson(result),
      shareOfSelectOnlyPercent: figures.pgbench
        ? Number(((100 * result.requestsPerSecond) / figures.pgbench.selectOnlyTps).toFixed(1))
        : null,
    };
  const { signIn, purchase, renewal } = references(figures.pgbench);
  return {
    machine: {
      cpus: cpus().length,
      loadavgAtSteps: steps.map(({ step, loadavg }) => ({
        step,
        loadavg: loadavg.map((value) => Number(value.toFixed(2))),
      })),
    },
    bundle: figures.bundle && {
      jsGzipKb: Number(kb(figures.bundle.jsGzipBytes).toFixed(2)),
      cssGzipKb: Number(kb(figures.bundle.cssGzipBytes).toFixed(2)),
      embedGzipKb:
        figures.bundle.embedGzipBytes === null
          ? null
          : Number(kb(figures.bundle.embedGzipBytes).toFixed(3)),
      frameGzipKb:
        figures.bundle.frameGzipBytes === null
          ? null
          : Number(kb(figures.bundle.frameGzipBytes).toFixed(3)),
      jsFiles: figures.bundle.jsFiles,
      cssFiles: figures.bundle.cssFiles,
    },
    postgres: figures.postgres,
    pgbench: figures.pgbench && {
      selectOnlyTps: Math.round(figures.pgbench.selectOnlyTps),
      insertTps: Math.round(figures.pgbench.insertTps),
    },
    catalogGraphql: load(figures.catalogGraphql),
    catalogGraphqlOnReplica: load(figures.catalogOnReplica),
    clientQuery: load(figures.clientQuery),
    page: pageJson(figures.page),
    signIn: signInJson(figures.signIn, signIn),
    purchase: purchaseJson(figures.purchase, purchase),
    renewal: renewalJson(figures.renewal, renewal),
    analytics: analyticsJson(figures.analytics, renewal),
    lighthouse: lighthouseJson(figures.lighthouse),
    scale: scaleJson(figures.scale),
    failover: failoverJson(figures.failover),
    webhooks: figures.webhooks,
    idleCpu: figures.idleCpu,
    footprint: footprintJson(figures.footprint.embedded, figures.footprint.postgres),
  };
}

async function main(): Promise<number> {
  const figures: Figures = {
    bundle: null,
    postgres: null,
    pgbench: null,
    catalogGraphql: null,
    catalogOnReplica: null,
    catalogNotes: [],
    clientQuery: null,
    page: { renderedPage: null, creatorPage: null, staticFile: null },
    signIn: { setup: null, send: null, delivery: null, confirm: null },
    purchase: emptyPurchaseFigures(),
    renewal: { runs: [], notes: [] },
    analytics: { runs: [], notes: [] },
    lighthouse: emptyLighthouseFigures(),
    scale: { runs: [], notes: [] },
    failover: { outcome: null, notes: [] },
    webhooks: emptyWebhookFigures(),
    footprint: { embedded: emptyFootprint(), postgres: emptyFootprint() },
    idleCpu: emptyIdleCpuFigures(),
  };
  const problems: string[] = [];

  if (parts.has("bundle")) {
    try {
      figures.bundle = await measureInitialBundle(join(repoRoot, "apps/web/dist"));
    } catch (error) {
      problems.push(`bundle size not measured: ${message(error)}`);
      progress(problems.at(-1) ?? "");
    }
  }

  const cleanup = new Cleanup();
  let exiting = false;
  const exitAfterCleanup = (reason: string, code: number) => {
    // Ctrl-C reaches npx, tsx and this process, and tsx relays it again: act on the first.
    if (exiting) return;
    exiting = true;
    progress(`${reason}: cleaning up`);
    void cleanup.run().finally(() => process.exit(code));
  };
  process.on("SIGINT", () => exitAfterCleanup("SIGINT", 130));
  process.on("SIGTERM", () => exitAfterCleanup("SIGTERM", 143));
  process.on("SIGHUP", () => exitAfterCleanup("SIGHUP", 129));
  // A crash outside the awaited chain (an emitter's 'error', say) must not leave Postgres up.
  process.on("uncaughtException", (error) => exitAfterCleanup(`crashed: ${message(error)}`, 1));
  try {
    if (parts.has("idle")) await measureIdleCpu(IDLE_CPU, figures.idleCpu, progress);
    if (postgresParts.length > 0) await measureAgainstPostgres(figures, cleanup);
  } catch (error) {
    problems.push(`API benchmark did not complete: ${message(error)}`);
  } finally {
    progress("cleaning up");
    await cleanup.run();
  }
  if (parts.has("failover")) {
    await measureFailover(
      progress,
      { repoRoot, env: SERVER_ENV, startTimeoutMs: SERVER_START_TIMEOUT_MS },
      figures.failover,
    ).catch((error: unknown) => {
      problems.push(`failover not measured: ${message(error)}`);
    });
  }

  for (const [label, result] of [
    ["catalog GraphQL", figures.catalogGraphql],
    ["catalog GraphQL on a replica", figures.catalogOnReplica],
    ["client query", figures.clientQuery],
    ["rendered page", figures.page.renderedPage],
    ["creator's page", figures.page.creatorPage],
    ["static file", figures.page.staticFile],
  ] as const) {
    for (const failure of result?.failures ?? []) problems.push(`${label}: ${failure}`);
  }

  // Sign-in answers other than the expected one are findings about the server: reported, and
  // left out of the rates, but they do not make the benchmark itself fail.
  const signInNotes: string[] = [];
  for (const [label, result] of [
    ["send-code", figures.signIn.send],
    ["confirm-code", figures.signIn.confirm],
  ] as const) {
    for (const failure of result?.failures ?? []) signInNotes.push(`${label}: ${failure}`);
  }
  // The same holds for purchases: failed buyers and answers other than 200 "paid" are findings.
  const purchaseNotes = [
    ...(figures.purchase.setup?.failures ?? []).map((failure) => `buyer setup: ${failure}`),
    ...(figures.purchase.result?.failures ?? []),
    ...figures.purchase.notes,
  ];
  const renewalNotes = figures.renewal.notes;
  const analyticsNotes = figures.analytics.notes;

  const { selectOnly, signIn, purchase, renewal } = references(figures.pgbench);
  const httpLoad = `${HTTP_LOAD.connections} conns`;
  const rows = [
    ...bundleRows(figures.bundle),
    ...lighthouseRows(figures.lighthouse, LIGHTHOUSE.runs),
    ...pgbenchRows(figures.pgbench),
    ...loadRows("Catalog GraphQL", httpLoad, figures.catalogGraphql, selectOnly),
    ...loadRows(
      "Catalog GraphQL, reads on a replica",
      httpLoad,
      figures.catalogOnReplica,
      selectOnly,
    ),
    ...loadRows("Client query", httpLoad, figures.clientQuery, selectOnly),
    ...pageRows(figures.page, httpLoad),
    ...signInRows(figures.signIn, SIGN_IN, signIn),
    ...purchaseRows(figures.purchase, PURCHASE, purchase, {
      statements: { goalPercent: BUDGET.purchaseShareOfStatements, p99GoalMs: BUDGET.p99Ms },
      serverCpuMs: BUDGET.purchaseServerCpuMs,
    }),
    ...renewalRows(figures.renewal, RENEWAL, renewal),
    ...analyticsRows(figures.analytics, ANALYTICS, renewal),
    ...scaleRows(figures.scale, HTTP_LOAD.connections),
    ...failoverRows(figures.failover, parts.has("failover")),
    ...webhookRows(figures.webhooks, WEBHOOKS),
    ...footprintRows(figures.footprint.embedded, figures.footprint.postgres),
    ...idleCpuRows(figures.idleCpu, IDLE_CPU),
  ];
  const cpu = cpus();
  const out: string[] = [
    "",
    `Performance budgets (architecture.md section 6) on ${cpu.length} cores (${cpu[0]?.model.trim() ?? "unknown CPU"})`,
    `Postgres: ${figures.postgres ?? "not started"}`,
  ];
  if (figures.bundle) {
    out.push(`Initial JS: ${figures.bundle.jsFiles.join(", ")}`);
    out.push(`Initial CSS: ${figures.bundle.cssFiles.join(", ") || "none"}`);
  }
  out.push(
    `HTTP: autocannon, ${HTTP_LOAD.connections} connections, ${HTTP_LOAD.warmupSeconds} s warm-up + ${HTTP_LOAD.durationSeconds} s`,
    `Server env: ${Object.entries(SERVER_ENV)
      .map(([name, value]) => `${name}=${value}`)
      .join(" ")}`,
    ...(parts.has("catalog")
      ? [
          "Catalog GraphQL, reads on a replica: the same query on a server of its own whose DATABASE_READ_URL names a",
          "  streaming replica of the bench's database (pg_basebackup -R beside the cluster); the catalog cache answers",
          "  most requests, so the row shows what reading through a replica adds to the cached path, not the replica's rate",
        ]
      : []),
    ...signInMethod(SIGN_IN, SERVER_ENV.ALTCHA_MAX_WORK, figures.signIn.setup),
    ...purchaseMethod(PURCHASE),
    ...renewalMethod(RENEWAL),
    ...analyticsMethod(ANALYTICS),
    ...(parts.has("webhooks") ? webhookMethod(WEBHOOKS) : []),
    ...(parts.has("failover")
      ? [
          `Failover: a pg_auto_failover monitor, primary and synchronous standby on loopback (health checks made quick, docs/deploy.md), ${FAILOVER.servers} compiled servers on the multi-host URL,`,
          `  ${FAILOVER.tabs} buyers' tabs buying under idempotency keys and ${FAILOVER.renewalsEachSide * 2} renewals falling due; the primary's pg_autoctl and Postgres are SIGKILLed ${FAILOVER.steadyMs / 1000} s in`,
        ]
      : []),
    ...footprintMethod(),
    ...(parts.has("idle") ? idleCpuMethod(IDLE_CPU) : []),
    `Lighthouse ${figures.lighthouse.chromium ?? "(not run)"}: default config (mobile emulation, simulated throttling), median of ${LIGHTHOUSE.runs} runs per state; the success state is a timespan of pressing Pay (no FCP/LCP) and a snapshot of the success card`,
    "",
    formatTable(rows),
    "",
    "Machine load (os.loadavg, 1 / 5 / 15 min) when each step began:",
    ...steps.map(
      ({ step, loadavg }) =>
        `  ${loadavg.map((value) => value.toFixed(2).padStart(5)).join(" / ")}  ${step}`,
    ),
    "",
  );
  const findings = lighthouseFindings(figures.lighthouse);
  if (findings.length > 0) {
    out.push("Lighthouse: what costs the most where a goal is missed (median run):");
    out.push(...findings, "");
  }
  if (figures.lighthouse.notes.length > 0) {
    out.push("Lighthouse: notes (reported, not a benchmark failure):");
    out.push(...figures.lighthouse.notes.map((note) => `  - ${note}`), "");
  }
  if (figures.catalogNotes.length > 0) {
    out.push("Catalog: notes (reported, not a benchmark failure):");
    out.push(...figures.catalogNotes.map((note) => `  - ${note}`), "");
  }
  if (signInNotes.length > 0) {
    out.push("Sign-in: unexpected answers (reported, not a benchmark failure):");
    out.push(...signInNotes.map((note) => `  - ${note}`), "");
  }
  if (purchaseNotes.length > 0) {
    out.push("Purchase: unexpected answers and failures (reported, not a benchmark failure):");
    out.push(...purchaseNotes.map((note) => `  - ${note}`), "");
  }
  if (analyticsNotes.length > 0) {
    out.push(
      "Analytics: unexpected answers and counts that are off (reported, not a benchmark failure):",
    );
    out.push(...analyticsNotes.map((note) => `  - ${note}`), "");
  }
  if (figures.scale.notes.length > 0) {
    out.push("Scale-out: failures (reported, not a benchmark failure):");
    out.push(...figures.scale.notes.map((note) => `  - ${note}`), "");
  }
  const footprintNotes = [figures.footprint.embedded, figures.footprint.postgres].flatMap(
    ({ notes, soak }) => [...notes, ...(soak?.failures ?? []).map((f) => `soak: ${f}`)],
  );
  if (footprintNotes.length > 0) {
    out.push("Footprint: failures (reported, not a benchmark failure):");
    out.push(...footprintNotes.map((note) => `  - ${note}`), "");
  }
  if (figures.failover.notes.length > 0) {
    out.push("Failover: notes (reported, not a benchmark failure):");
    out.push(...figures.failover.notes.map((note) => `  - ${note}`), "");
  }
  if (figures.idleCpu.notes.length > 0) {
    out.push("Idle CPU: failures (reported, not a benchmark failure):");
    out.push(...figures.idleCpu.notes.map((note) => `  - ${note}`), "");
  }
  if (figures.webhooks.notes.length > 0) {
    out.push("Webhooks: events lost or late (reported, not a benchmark failure):");
    out.push(...figures.webhooks.notes.map((note) => `  - ${note}`), "");
  }
  if (renewalNotes.length > 0) {
    out.push("Renewals: failures and counts that are off (reported, not a benchmark failure):");
    out.push(...renewalNotes.map((note) => `  - ${note}`), "");
  }
  const json = figuresJson(figures);
  const written = writeLatestReport(repoRoot, {
    finishedAt: new Date().toISOString(),
    nodeVersion: process.version,
    partsRun: BENCH_PARTS.filter((part) => parts.has(part)),
    partsNotRun: BENCH_PARTS.filter((part) => !parts.has(part)),
    report: out.join("\n"),
    figures: json,
  });
  out.push("JSON:", JSON.stringify(json, null, 2), "", `Written to ${written}`);
  process.stdout.write(`${out.join("\n")}\n`);

  if (problems.length === 0) return 0;
  process.stderr.write(
    `\nThe benchmark could not measure everything:\n${problems.map((p) => `  - ${p}`).join("\n")}\n`,
  );
  return 1;
}

process.exitCode = await main();
