import { readFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { failuresOf, type LoadResult, loadJson } from "./http-load";
import type { ReportRow } from "./report";
import { formatNumber } from "./report";

export interface PageFigures {
  /** GET /{monthly option id}: the checkout's first view rendered on the server. */
  renderedPage: LoadResult | null;
  /** GET /@{username}: the creator's public page, markup alone. */
  creatorPage: LoadResult | null;
  /** GET of the page's built entry script: the server's static-file rate, the ceiling. */
  staticFile: LoadResult | null;
}

interface PageTarget {
  name: string;
  path: string;
  /** Throws when a 200 answer is not what the path should serve. */
  check(body: string): void;
}

/** The entry script the built page loads first, as its index.html names it. */
export function builtEntryScript(webRoot: string): string {
  const html = readFileSync(join(webRoot, "index.html"), "utf8");
  const match = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error(`${webRoot}/index.html names no entry script`);
  return match[1];
}

/**
 * The rendered page's rate beside the static file rate, in the same run. A rendered page
 * differs between answers (it carries the time it was rendered), so every answer is counted
 * by its status, and the first one is checked for its content.
 */
async function measurePath(
  baseUrl: string,
  target: PageTarget,
  options: { connections: number; durationSeconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  const first = await fetch(`${baseUrl}${target.path}`);
  const text = await first.text();
  if (first.status !== 200) {
    throw new Error(`${target.name}: first response was ${first.status}, not 200`);
  }
  target.check(text);
  const run = (duration: number) =>
    autocannon({ url: `${baseUrl}${target.path}`, connections: options.connections, duration });
  const warmup = await run(options.warmupSeconds);
  const result = await run(options.durationSeconds);
  return {
    requestsPerSecond: result.requests.total / result.duration,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: [
      ...failuresOf(warmup).map((failure) => `warm-up: ${failure}`),
      ...failuresOf(result),
    ],
  };
}

export async function measurePage(
  context: { baseUrl: string; progress(text: string): void },
  options: {
    webRoot: string;
    productOptionId: string;
    productTitle: string;
    creatorUsername: string;
    connections: number;
    durationSeconds: number;
    warmupSeconds: number;
  },
  figures: PageFigures,
): Promise<void> {
  const pagePath = `/${options.productOptionId}`;
  context.progress(`autocannon: GET ${pagePath} (the server-rendered checkout)`);
  figures.renderedPage = await measurePath(
    context.baseUrl,
    {
      name: "rendered page",
      path: pagePath,
      check(body) {
        if (!body.includes(options.productTitle) || !body.includes('id="page-data"')) {
          throw new Error("rendered page: the answer is not the rendered checkout");
        }
      },
    },
    options,
  );
  const creatorPath = `/@${options.creatorUsername}`;
  context.progress(`autocannon: GET ${creatorPath} (the creator's page)`);
  figures.creatorPage = await measurePath(
    context.baseUrl,
    {
      name: "creator's page",
      path: creatorPath,
      check(body) {
        if (!body.includes(options.productTitle)) {
          throw new Error("creator's page: the answer does not list the creator's products");
        }
      },
    },
    options,
  );
  const scriptPath = builtEntryScript(options.webRoot);
  context.progress(`autocannon: GET ${scriptPath} (a static file)`);
  figures.staticFile = await measurePath(
    context.baseUrl,
    {
      name: "static file",
      path: scriptPath,
      check(body) {
        if (body.length === 0) throw new Error("static file: the answer is empty");
      },
    },
    options,
  );
}

export function pageRows(figures: PageFigures, load: string): ReportRow[] {
  const rows = (label: string, result: LoadResult | null): ReportRow[] => {
    const info = (metric: string, value: string): ReportRow => ({
      metric,
      value: result ? value : "-",
      goal: "-",
      verdict: result ? "INFO" : "NOT RUN",
    });
    return [
      info(`${label} req/s (${load})`, `${formatNumber(result?.requestsPerSecond ?? 0, 0)} req/s`),
      info(`${label} latency p50`, `${formatNumber(result?.latencyP50Ms ?? 0, 2, 0)} ms`),
      info(`${label} latency p99`, `${formatNumber(result?.latencyP99Ms ?? 0, 2, 0)} ms`),
    ];
  };
  return [
    ...rows("Rendered checkout page", figures.renderedPage),
    ...rows("Creator's page", figures.creatorPage),
    ...rows("Static file", figures.staticFile),
  ];
}

export function pageJson(figures: PageFigures): unknown {
  return {
    renderedPage: loadJson(figures.renderedPage),
    creatorPage: loadJson(figures.creatorPage),
    staticFile: loadJson(figures.staticFile),
  };
}
