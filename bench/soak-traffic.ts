import { randomBytes, randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { pageViewEvent } from "@creator-checkout/testing/analytics-events";
import { solveBotProof } from "./bot-proofs";
import { finishSignIn } from "./buyers";
import { readCode } from "./dev-outbox";

/** What one visitor of the soak does, over and over, until the soak ends. */
export interface SoakTrafficOptions {
  publisherId: string;
  /** Rendered checkout pages and the static files they load, visited in turn. */
  pagePaths: readonly string[];
  /** A catalog GraphQL request body, as the page sends it. */
  catalogQueryBody: string;
  analyticsEventsPerBatch: number;
  purchase: { productOptionId: string; customPrice: number; cardNumber: string };
  /** Visitors at once, each its own loop of requests. */
  visitors: number;
  codeWait: { pollMs: number; stallMs: number };
}

export interface SoakCounts {
  pages: number;
  catalogQueries: number;
  analyticsBatches: number;
  signIns: number;
  purchases: number;
  failures: number;
}

export const noSoakCounts = (): SoakCounts => ({
  pages: 0,
  catalogQueries: 0,
  analyticsBatches: 0,
  signIns: 0,
  purchases: 0,
  failures: 0,
});

async function expectStatus(response: Response, status: number, what: string): Promise<string> {
  const text = await response.text();
  if (response.status !== status) {
    throw new Error(`${what} answered ${response.status}: ${text.slice(0, 200)}`);
  }
  return text;
}

const timeout = () => AbortSignal.timeout(30_000);
const json = { "content-type": "application/json" };

async function waitForCode(baseUrl: string, email: string, options: SoakTrafficOptions) {
  const deadline = Date.now() + options.codeWait.stallMs;
  while (Date.now() < deadline) {
    const code = await readCode(baseUrl, email);
    if (code) return code;
    await sleep(options.codeWait.pollMs);
  }
  throw new Error(`no sign-in code reached the dev outbox for ${email}`);
}

/** A new buyer signs in by e-mail code, saves a card and pays once, as the page does it. */
async function signInAndBuy(baseUrl: string, options: SoakTrafficOptions, counts: SoakCounts) {
  const email = `soak-${randomBytes(6).toString("hex")}@example.com`;
  const publisher = { publisherid: options.publisherId };
  const proof = await solveBotProof(baseUrl);
  const sent = await fetch(`${baseUrl}/api/auth/user/code/init`, {
    method: "POST",
    headers: { ...json, ...publisher, "x-bot-proof": proof },
    body: JSON.stringify({ email }),
    signal: timeout(),
  });
  await expectStatus(sent, 202, "send-code");
  const code = await waitForCode(baseUrl, email, options);
  const buyer = await finishSignIn(
    baseUrl,
    { ...options, cardNumber: options.purchase.cardNumber },
    {
      email,
      code,
    },
  );
  counts.signIns++;
  const { productOptionId, customPrice } = options.purchase;
  const paid = await fetch(`${baseUrl}/api/purchase/product/${productOptionId}`, {
    method: "POST",
    headers: { ...json, ...buyer.headers, "idempotency-key": randomUUID() },
    body: JSON.stringify({ custom_price: customPrice }),
    signal: timeout(),
  });
  const answer = JSON.parse(await expectStatus(paid, 200, "purchase")) as { status?: unknown };
  if (answer.status !== "paid") throw new Error(`purchase answered status ${answer.status}`);
  counts.purchases++;
}

async function browse(baseUrl: string, options: SoakTrafficOptions, counts: SoakCounts) {
  for (const path of options.pagePaths) {
    await expectStatus(await fetch(`${baseUrl}${path}`, { signal: timeout() }), 200, path);
    counts.pages++;
  }
  const query = await fetch(`${baseUrl}/api/query`, {
    method: "POST",
    headers: json,
    body: options.catalogQueryBody,
    signal: timeout(),
  });
  await expectStatus(query, 200, "catalog GraphQL");
  counts.catalogQueries++;
  const events = Array.from({ length: options.analyticsEventsPerBatch }, () => pageViewEvent());
  const analytics = await fetch(`${baseUrl}/api/metrics/extract`, {
    method: "POST",
    headers: json,
    body: JSON.stringify(events),
    signal: timeout(),
  });
  await expectStatus(analytics, 202, "analytics batch");
  counts.analyticsBatches++;
}

/**
 * Mixed traffic until `endAt`: each visitor loads the pages, reads the catalog, sends an
 * analytics batch, then signs a new buyer in and buys. A failed step is counted and noted, and
 * the visitor goes on, so a soak always runs its full length.
 */
export async function runSoakTraffic(
  baseUrl: string,
  options: SoakTrafficOptions,
  endAt: number,
): Promise<{ counts: SoakCounts; failures: string[] }> {
  const counts = noSoakCounts();
  const failures: string[] = [];
  const visitor = async () => {
    while (Date.now() < endAt) {
      try {
        await browse(baseUrl, options, counts);
        await signInAndBuy(baseUrl, options, counts);
      } catch (error) {
        counts.failures++;
        if (failures.length < 5)
          failures.push(error instanceof Error ? error.message : String(error));
        await sleep(1_000);
      }
    }
  };
  await Promise.all(Array.from({ length: options.visitors }, visitor));
  return { counts, failures };
}
