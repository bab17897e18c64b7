import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type Result, startFlow } from "lighthouse";
import puppeteer, { type Page } from "puppeteer-core";
import { type Buyer, signInBuyers } from "./buyers";
import { atLeast, atMost, formatNumber, type ReportRow, type Verdict } from "./report";
import type { BenchContext } from "./sign-in-load";

/** Architecture.md section 6: Lighthouse's mobile preset, the median of three runs. */
export const LIGHTHOUSE_GOALS = {
  performance: 98,
  fcpMs: 1_200,
  lcpMs: 1_800,
  tbtMs: 50,
  cls: 0.02,
  accessibility: 100,
  bestPractices: 100,
  /**
   * Work the page starts once it is drawn (translations, analytics, the private-window guess)
   * must never hold the buyer's first taps: no script it asks for after the first paint may
   * add a long task (docs/decisions/141).
   */
  lateLongTasks: 0,
};

export interface LighthouseOptions {
  chromePath: string;
  runs: number;
  publisherId: string;
  /** The demo monthly membership: the checkout and (with ?gift=true) the gift page. */
  checkoutOptionId: string;
  /** The demo creator, whose public page is `/@{username}`. */
  creatorUsername: string;
  /** The tip jar's own amount: a one-time payment a buyer with a saved card makes in one press. */
  successOptionId: string;
  successCustomPrice: number;
  cardNumber: string;
  delivery: { pollMs: number; stallMs: number };
}

export const STATES = [
  "checkout",
  "checkout-de",
  "checkout-ar",
  "gift",
  "creator",
  "success",
] as const;
export type PageState = (typeof STATES)[number];

/** One run's figures; null where the mode does not measure it (a timespan has no FCP). */
export interface RunFigures {
  performance: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  /** Long tasks from scripts asked for after the first paint; null where nothing was painted. */
  lateLongTasks: number | null;
  /** What Lighthouse says costs the most, from this run: shown when a goal is missed. */
  findings: string[];
}

export interface StateFigures {
  runs: RunFigures[];
  median: RunFigures;
}

export interface LighthouseFigures {
  chromium: string | null;
  states: Partial<Record<PageState, StateFigures>>;
  notes: string[];
}

export function emptyLighthouseFigures(): LighthouseFigures {
  return { chromium: null, states: {}, notes: [] };
}

// The machine has no outside network: without these Chromium keeps trying to reach Google.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const FLAGS: Flags = {
  logLevel: "error",
  output: "json",
  onlyCategories: ["performance", "accessibility", "best-practices"],
};

const DIAGNOSTICS = [
  "largest-contentful-paint-element",
  "bootup-time",
  "mainthread-work-breakdown",
  "long-tasks",
  "render-blocking-resources",
  "unused-javascript",
  "layout-shifts",
];

function score(result: Result, category: string): number | null {
  const value = result.categories[category]?.score;
  return typeof value === "number" ? Math.round(value * 100) : null;
}

function numeric(result: Result, audit: string): number | null {
  const value = result.audits[audit]?.numericValue;
  return typeof value === "number" ? value : null;
}

/** The costliest opportunities, the main diagnostics, and every failed a11y/practice audit. */
export function findingsOf(result: Result): string[] {
  const audits = Object.values(result.audits);
  const opportunities = audits
    .filter((audit) => audit.details?.type === "opportunity" && (audit.score ?? 1) < 1)
    .map((audit) => ({
      audit,
      savingsMs: Number(Reflect.get(audit.details ?? {}, "overallSavingsMs") ?? 0),
    }))
    .sort((a, b) => b.savingsMs - a.savingsMs)
    .slice(0, 3)
    .map(({ audit }) => `opportunity: ${audit.title}${shown(audit.displayValue)}`);
  const diagnostics = DIAGNOSTICS.flatMap((id) => {
    const audit = result.audits[id];
    if (!audit || audit.score === null || audit.score >= 0.9) return [];
    return [`diagnostic: ${audit.title}${shown(audit.displayValue)}`];
  });
  const failed = ["accessibility", "best-practices"].flatMap((category) =>
    (result.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = result.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1 || ref.weight === 0) return [];
      return [`${category}: ${audit.title}${itemsOf(audit.details)}`];
    }),
  );
  return [...opportunities, ...diagnostics, ...failed];
}

/** The first few of a failed audit's items, by the field that names them best. */
function itemsOf(details: unknown): string {
  const items = Reflect.get(Object(details), "items");
  if (!Array.isArray(items) || items.length === 0) return "";
  const names = items.slice(0, 3).map((item: unknown) => {
    for (const key of ["issueType", "description", "url", "source"]) {
      const value = Reflect.get(Object(item), key);
      if (typeof value === "string") return value;
    }
    const snippet = Reflect.get(Object(Reflect.get(Object(item), "node")), "snippet");
    return typeof snippet === "string" ? snippet : JSON.stringify(item).slice(0, 80);
  });
  return `: ${names.join("; ")}`;
}

function shown(displayValue: string | undefined): string {
  return displayValue ? ` (${displayValue})` : "";
}

/** A long task on the main thread, laid to a script the page asked for after its first paint. */
export interface LateLongTask {
  url: string;
  durationMs: number;
}

/**
 * The long tasks (50 ms or more, at the run's throttling) that Lighthouse lays to a script whose
 * request began after the page's first paint, or null where the run saw no first paint (a
 * timespan). Both times are observed and measured from the same moment: the first request's
 * start (network-requests' networkStartTimeTs) and the trace's first paint (metrics).
 */
export function lateLongTasksOf(result: Result): LateLongTask[] | null {
  const firstPaintTs = Reflect.get(
    Object(itemsOfAudit(result, "metrics")[0]),
    "observedFirstPaintTs",
  );
  const requests = result.audits["network-requests"]?.details;
  const networkStartTs = Reflect.get(
    Object(Reflect.get(Object(requests), "debugData")),
    "networkStartTimeTs",
  );
  if (typeof firstPaintTs !== "number" || typeof networkStartTs !== "number") return null;
  const firstPaintMs = (firstPaintTs - networkStartTs) / 1000;
  const lateScripts = new Set(
    itemsOfAudit(result, "network-requests").flatMap((request) => {
      const url = Reflect.get(Object(request), "url");
      const startMs = Reflect.get(Object(request), "rendererStartTime");
      const type = Reflect.get(Object(request), "resourceType");
      return type === "Script" && typeof startMs === "number" && startMs > firstPaintMs
        ? [String(url)]
        : [];
    }),
  );
  return itemsOfAudit(result, "long-tasks").flatMap((task) => {
    const url = Reflect.get(Object(task), "url");
    const durationMs = Reflect.get(Object(task), "duration");
    return typeof url === "string" && lateScripts.has(url) && typeof durationMs === "number"
      ? [{ url, durationMs }]
      : [];
  });
}

function itemsOfAudit(result: Result, audit: string): unknown[] {
  const items = Reflect.get(Object(result.audits[audit]?.details), "items");
  return Array.isArray(items) ? items : [];
}

function runFigures(result: Result): RunFigures {
  const lateLongTasks = lateLongTasksOf(result);
  return {
    performance: score(result, "performance"),
    fcpMs: numeric(result, "first-contentful-paint"),
    lcpMs: numeric(result, "largest-contentful-paint"),
    tbtMs: numeric(result, "total-blocking-time"),
    cls: numeric(result, "cumulative-layout-shift"),
    accessibility: score(result, "accessibility"),
    bestPractices: score(result, "best-practices"),
    lateLongTasks: lateLongTasks?.length ?? null,
    findings: [
      ...(lateLongTasks ?? []).map(
        (task) =>
          `long task from a script loaded after the first paint: ${task.url} (${Math.round(task.durationMs)} ms)`,
      ),
      ...findingsOf(result),
    ],
  };
}

export function median(values: readonly (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const middle = Math.floor(known.length / 2);
  return known.length % 2 === 1
    ? (known[middle] as number)
    : ((known[middle - 1] as number) + (known[middle] as number)) / 2;
}

/** Each figure's own median; the findings of the run whose performance score is the median. */
export function medianOf(runs: readonly RunFigures[]): RunFigures {
  const of = (key: Exclude<keyof RunFigures, "findings">) => median(runs.map((run) => run[key]));
  const performance = of("performance");
  const typical = runs.find((run) => run.performance === performance) ?? runs[0];
  return {
    performance,
    fcpMs: of("fcpMs"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    accessibility: of("accessibility"),
    bestPractices: of("bestPractices"),
    lateLongTasks: of("lateLongTasks"),
    findings: typical?.findings ?? [],
  };
}

/** A page load in Lighthouse's default (mobile, simulated throttling) configuration. */
async function navigationRun(port: number, url: string): Promise<RunFigures> {
  const runner = await lighthouse(url, { ...FLAGS, port });
  if (!runner) throw new Error(`Lighthouse gave no result for ${url}`);
  if (runner.lhr.runtimeError) throw new Error(runner.lhr.runtimeError.message);
  return runFigures(runner.lhr);
}

/**
 * The success card is reached only by paying: a buyer signed in through a claim (the way a
 * creator's site sends one), with a saved default card, presses Pay. Lighthouse times that
 * press (a timespan: blocking time, layout shifts and its score) and then checks the success
 * state (a snapshot: accessibility and best practices). A timespan has no FCP or LCP.
 */
async function successRun(
  port: number,
  baseUrl: string,
  options: LighthouseOptions,
  buyer: Buyer,
): Promise<RunFigures> {
  const claim = await outboundClaim(baseUrl, buyer);
  const browser = await puppeteer.connect({
    browserURL: `http://127.0.0.1:${port}`,
    defaultViewport: null,
  });
  const page = await browser.newPage();
  try {
    const flow = await startFlow(page, { flags: FLAGS });
    await flow.navigate(
      `${baseUrl}/${options.successOptionId}?custom_price=${options.successCustomPrice}&claim=${claim}`,
      { name: "signed-in checkout" },
    );
    const pay = await waitForPayButton(page);
    await flow.startTimespan({ name: "pay" });
    await pay.click();
    await page.waitForSelector("::-p-aria(Thank you![role='heading'])", { timeout: 30_000 });
    await flow.endTimespan();
    await flow.snapshot({ name: "success card" });
    const [, timespan, snapshot] = (await flow.createFlowResult()).steps;
    if (!timespan || !snapshot) throw new Error("the success flow has missing steps");
    const pressed = runFigures(timespan.lhr);
    const shownCard = runFigures(snapshot.lhr);
    return {
      performance: pressed.performance,
      fcpMs: null,
      lcpMs: null,
      tbtMs: pressed.tbtMs,
      cls: pressed.cls,
      accessibility: shownCard.accessibility,
      bestPractices: shownCard.bestPractices,
      lateLongTasks: null,
      findings: [...pressed.findings, ...shownCard.findings],
    };
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

async function waitForPayButton(page: Page) {
  const button = await page.waitForSelector(
    'xpath///button[starts-with(normalize-space(.), "Pay ") and not(@disabled) and not(@aria-disabled="true")]',
    { timeout: 30_000 },
  );
  if (!button) throw new Error("the signed-in checkout shows no Pay button");
  return button;
}

/** `POST /api/auth/user/claim`: a single-use claim that signs the buyer in on the page. */
async function outboundClaim(baseUrl: string, buyer: Buyer): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/user/claim`, {
    method: "POST",
    headers: buyer.headers,
    signal: AbortSignal.timeout(10_000),
  });
  const body = (await response.json()) as { claim?: unknown };
  if (response.status !== 201 && response.status !== 200) {
    throw new Error(`POST /api/auth/user/claim answered ${response.status}`);
  }
  if (typeof body.claim !== "string") throw new Error("POST /api/auth/user/claim gave no claim");
  return body.claim;
}

/**
 * Runs Lighthouse `options.runs` times on each state of the page, with Debian's Chromium,
 * filling `figures` as it goes so that a late failure keeps what was measured.
 */
export async function measureLighthouse(
  context: BenchContext,
  options: LighthouseOptions,
  figures: LighthouseFigures,
): Promise<void> {
  const { baseUrl, progress } = context;
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const version = (await (
      await fetch(`http://127.0.0.1:${chrome.port}/json/version`)
    ).json()) as { Browser?: string };
    figures.chromium = version.Browser ?? options.chromePath;
    const pages: Array<[PageState, string]> = [
      ["checkout", `${baseUrl}/${options.checkoutOptionId}`],
      // The budgets hold in every language: German's longer words, Arabic right to left.
      ["checkout-de", `${baseUrl}/${options.checkoutOptionId}?locale=de`],
      ["checkout-ar", `${baseUrl}/${options.checkoutOptionId}?locale=ar`],
      ["gift", `${baseUrl}/${options.checkoutOptionId}?gift=true`],
      ["creator", `${baseUrl}/@${options.creatorUsername}`],
    ];
    for (const [state, url] of pages) {
      const runs: RunFigures[] = [];
      for (let run = 1; run <= options.runs; run += 1) {
        progress(`Lighthouse: ${state} page, run ${run} of ${options.runs}`);
        const figuresOfRun = await withRetries(`${state} run ${run}`, figures.notes, () =>
          navigationRun(chrome.port, url),
        );
        if (figuresOfRun) runs.push(figuresOfRun);
      }
      if (runs.length > 0) figures.states[state] = { runs, median: medianOf(runs) };
    }

    const { buyers, setup } = await signInBuyers(context, {
      publisherId: options.publisherId,
      count: options.runs,
      concurrency: 1,
      cardNumber: options.cardNumber,
      delivery: options.delivery,
    });
    for (const failure of setup.failures) figures.notes.push(`success state buyers: ${failure}`);
    const runs: RunFigures[] = [];
    for (const [index, buyer] of buyers.entries()) {
      progress(`Lighthouse: success state (a purchase), run ${index + 1} of ${buyers.length}`);
      // No retry here: each run spends a claim and makes a purchase.
      const figuresOfRun = await withRetries(
        `success run ${index + 1}`,
        figures.notes,
        () => successRun(chrome.port, baseUrl, options, buyer),
        1,
      );
      if (figuresOfRun) runs.push(figuresOfRun);
    }
    if (runs.length > 0) figures.states.success = { runs, median: medianOf(runs) };
  } finally {
    chrome.kill();
  }
}

// On a busy machine Lighthouse now and then loses its trace (NO_NAVSTART, say): such a run is
// made again rather than ending the whole part.
const ATTEMPTS_PER_RUN = 3;

/** The run's figures, or null (with a note saying why) when every attempt failed. */
async function withRetries(
  what: string,
  notes: string[],
  run: () => Promise<RunFigures>,
  attempts = ATTEMPTS_PER_RUN,
): Promise<RunFigures | null> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    try {
      return await run();
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      notes.push(`${what}, attempt ${attempt} of ${attempts}, failed: ${reason.slice(0, 200)}`);
    }
  }
  return null;
}

const STATE_LABELS: Record<PageState, string> = {
  checkout: "checkout",
  "checkout-de": "checkout in German",
  "checkout-ar": "checkout in Arabic",
  gift: "gift page",
  creator: "creator's page",
  success: "success (pay press)",
};

export function lighthouseRows(figures: LighthouseFigures, runs: number): ReportRow[] {
  return STATES.flatMap((state) => {
    const median = figures.states[state]?.median;
    const label = `Lighthouse ${STATE_LABELS[state]}`;
    const row = (
      metric: string,
      value: number | null | undefined,
      goal: string,
      format: (value: number) => string,
      verdict: (value: number) => Verdict,
    ): ReportRow => {
      if (!median) return { metric: `${label} ${metric}`, value: "-", goal, verdict: "NOT RUN" };
      if (value === null || value === undefined) {
        return { metric: `${label} ${metric}`, value: "n/a", goal, verdict: "INFO" };
      }
      return { metric: `${label} ${metric}`, value: format(value), goal, verdict: verdict(value) };
    };
    const g = LIGHTHOUSE_GOALS;
    const seconds = (ms: number) => `${formatNumber(ms / 1000, 2)} s`;
    return [
      row(
        `performance (median of ${runs})`,
        median?.performance,
        `>= ${g.performance}`,
        String,
        (v) => atLeast(v, g.performance),
      ),
      row("FCP", median?.fcpMs, `<= ${g.fcpMs / 1000} s`, seconds, (v) => atMost(v, g.fcpMs)),
      row("LCP", median?.lcpMs, `<= ${g.lcpMs / 1000} s`, seconds, (v) => atMost(v, g.lcpMs)),
      row(
        "TBT",
        median?.tbtMs,
        `<= ${g.tbtMs} ms`,
        (v) => `${formatNumber(v, 0)} ms`,
        (v) => atMost(v, g.tbtMs),
      ),
      row(
        "CLS",
        median?.cls,
        `<= ${g.cls}`,
        (v) => formatNumber(v, 3),
        (v) => atMost(v, g.cls),
      ),
      row("accessibility", median?.accessibility, `>= ${g.accessibility}`, String, (v) =>
        atLeast(v, g.accessibility),
      ),
      row("best practices", median?.bestPractices, `>= ${g.bestPractices}`, String, (v) =>
        atLeast(v, g.bestPractices),
      ),
      row(
        "long tasks from scripts loaded after first paint",
        median?.lateLongTasks,
        `<= ${g.lateLongTasks}`,
        String,
        (v) => atMost(v, g.lateLongTasks),
      ),
    ];
  });
}

/** What the runs found, for the states that missed a goal. */
export function lighthouseFindings(figures: LighthouseFigures): string[] {
  const g = LIGHTHOUSE_GOALS;
  return STATES.flatMap((state) => {
    const median = figures.states[state]?.median;
    if (!median) return [];
    const missed = [
      median.performance !== null && median.performance < g.performance,
      median.fcpMs !== null && median.fcpMs > g.fcpMs,
      median.lcpMs !== null && median.lcpMs > g.lcpMs,
      median.tbtMs !== null && median.tbtMs > g.tbtMs,
      median.cls !== null && median.cls > g.cls,
      median.accessibility !== null && median.accessibility < g.accessibility,
      median.bestPractices !== null && median.bestPractices < g.bestPractices,
      median.lateLongTasks !== null && median.lateLongTasks > g.lateLongTasks,
    ].some(Boolean);
    if (!missed || median.findings.length === 0) return [];
    return [`Lighthouse ${STATE_LABELS[state]}:`, ...median.findings.map((line) => `  - ${line}`)];
  });
}

export function lighthouseJson(figures: LighthouseFigures): unknown {
  const rounded = (run: RunFigures) => ({
    performance: run.performance,
    fcpMs: run.fcpMs === null ? null : Math.round(run.fcpMs),
    lcpMs: run.lcpMs === null ? null : Math.round(run.lcpMs),
    tbtMs: run.tbtMs === null ? null : Math.round(run.tbtMs),
    cls: run.cls === null ? null : Number(run.cls.toFixed(4)),
    accessibility: run.accessibility,
    bestPractices: run.bestPractices,
    lateLongTasks: run.lateLongTasks,
  });
  return {
    chromium: figures.chromium,
    states: Object.fromEntries(
      Object.entries(figures.states).map(([state, { runs, median }]) => [
        state,
        { median: rounded(median), runs: runs.map(rounded) },
      ]),
    ),
  };
}
