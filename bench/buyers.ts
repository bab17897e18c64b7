import { randomBytes } from "node:crypto";
import { solveBotProofs } from "./bot-proofs";
import { mapConcurrently, range } from "./concurrency";
import { collectCodes, readQueueState, waitForDeliveries } from "./dev-outbox";
import type { BenchContext } from "./sign-in-load";

/** A signed-in buyer with a saved default card: the headers of their API calls. */
export interface Buyer {
  email: string;
  headers: { publisherid: string; authorization: string };
}

export interface BuyerSetupFigures {
  wanted: number;
  /** Buyers signed in with a saved default card. */
  ready: number;
  seconds: number;
  /** The first few reasons buyers could not be made ready. */
  failures: string[];
}

export interface BuyerOptions {
  publisherId: string;
  count: number;
  /** Parallel HTTP calls. */
  concurrency: number;
  /** Card number as the buyer types it into the page's card form. */
  cardNumber: string;
  delivery: { pollMs: number; stallMs: number };
}

const json = "application/json";

/** One API call that must answer `status`; answers the parsed body. */
async function call(
  baseUrl: string,
  path: string,
  init: { method?: "GET" | "POST"; headers?: Record<string, string>; body?: unknown },
  status: number,
): Promise<unknown> {
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...(init.body === undefined ? {} : { "content-type": json }), ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  if (response.status !== status) {
    throw new Error(`${method} ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return JSON.parse(text) as unknown;
}

function stringField(value: unknown, key: string, what: string): string {
  const field = typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined;
  if (typeof field !== "string" || field === "") throw new Error(`${what} has no ${key}`);
  return field;
}

/** Confirm-code, claim exchange, then tokenise and save a test card, as the page does. */
export async function finishSignIn(
  baseUrl: string,
  options: Pick<BuyerOptions, "publisherId" | "cardNumber">,
  { email, code }: { email: string; code: string },
): Promise<Buyer> {
  const publisher = { publisherid: options.publisherId };
  const confirmed = await call(
    baseUrl,
    "/api/auth/user/code/confirm",
    { headers: publisher, body: { email, code } },
    200,
  );
  const claim = stringField(confirmed, "claim", "confirm-code");
  const session = await call(
    baseUrl,
    `/api/auth/user/claim/${encodeURIComponent(claim)}`,
    { headers: publisher },
    200,
  );
  const headers = {
    ...publisher,
    authorization: `Bearer ${stringField(session, "token", "the claim's session")}`,
  };
  const token = await call(
    baseUrl,
    "/api/test-processor/tokens",
    {
      body: {
        number: options.cardNumber,
        exp_month: 12,
        exp_year: new Date().getUTCFullYear() + 5,
        cvc: "123",
        postal_code: "94107",
      },
    },
    201,
  );
  const saved = await call(
    baseUrl,
    "/api/me/payment",
    { headers, body: { token: stringField(token, "id", "the card token"), source_type: "card" } },
    201,
  );
  if (Reflect.get(saved as object, "isDefault") !== true) {
    throw new Error(`the saved card is not the default: ${JSON.stringify(saved)}`);
  }
  return { email, headers };
}

/**
 * Signs `count` new buyers in through the real API (bot proof, send-code, the code read from
 * GET /api/dev/outbox once the queue worker delivered it, confirm-code, claim) and saves a test
 * card for each, before any timing. Buyers that fail are left out and counted; it throws only
 * when nothing could be sent at all.
 */
export async function signInBuyers(
  context: BenchContext,
  options: BuyerOptions,
): Promise<{ buyers: Buyer[]; setup: BuyerSetupFigures }> {
  const { baseUrl, progress } = context;
  const start = performance.now();
  const failures: string[] = [];
  const note = (step: string, error: unknown) => {
    if (failures.length < 3) {
      failures.push(`${step}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const tag = randomBytes(4).toString("hex");
  const emails = range(options.count).map((index) => `bench-${tag}-buyer-${index}@example.com`);

  progress(`signing in ${options.count} buyers and saving a card for each (untimed)`);
  const proofs = await solveBotProofs(baseUrl, options.count, options.concurrency);
  const readState = () => readQueueState(context.postgres, context.databaseUrl);
  const initial = await readState();
  const sent = await mapConcurrently(emails, options.concurrency, async (email, index) => {
    try {
      await call(
        baseUrl,
        "/api/auth/user/code/init",
        {
          headers: { publisherid: options.publisherId, "x-bot-proof": proofs[index] ?? "" },
          body: { email },
        },
        202,
      );
      return email;
    } catch (error) {
      note("send-code", error);
      return null;
    }
  });
  const sentTo = sent.filter((email): email is string => email !== null);
  if (sentTo.length === 0)
    throw new Error(`buyers: no code could be sent (${failures.join("; ")})`);
  await waitForDeliveries(readState, initial.delivered + sentTo.length, options.delivery);
  const { pairs, missing } = await collectCodes(baseUrl, sentTo, options.concurrency);
  if (missing > 0) note("dev outbox", new Error(`${missing} codes never arrived`));

  const ready = await mapConcurrently(pairs, options.concurrency, async (pair) => {
    try {
      return await finishSignIn(baseUrl, options, pair);
    } catch (error) {
      note("sign-in or card", error);
      return null;
    }
  });
  const buyers = ready.filter((buyer): buyer is Buyer => buyer !== null);
  return {
    buyers,
    setup: {
      wanted: options.count,
      ready: buyers.length,
      seconds: (performance.now() - start) / 1000,
      failures,
    },
  };
}
