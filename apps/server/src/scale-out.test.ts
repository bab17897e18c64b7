import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { buildServer } from "@creator-checkout/testing/build-server";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import {
  nginxBinary,
  PIN_HEADER,
  startReverseProxy,
} from "@creator-checkout/testing/reverse-proxy";
import { seedDueSubscriptions } from "@creator-checkout/testing/seed-due-subscriptions";
import { compiledMainPath, startServerProcess } from "@creator-checkout/testing/server-process";
import {
  type ProcessTestDatabase,
  processTestDatabases,
} from "@creator-checkout/testing/test-databases";
import { startWebhookReceiver } from "@creator-checkout/testing/webhook-receiver";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "./db/connect";
import { createWebhookEndpoint } from "./domain/webhooks/create-webhook-endpoint";
import { deleteWebhookEndpoint } from "./domain/webhooks/delete-webhook-endpoint";
import { recordWebhookEvent } from "./domain/webhooks/record-webhook-event";

// Several server processes on one Postgres behind nginx, as docs/deploy.md runs them: the
// compiled server, the proxy started from docs/deploy/nginx.conf, over real HTTP.
const postgres = processTestDatabases().find((kind) => kind.shared);
const nginx = nginxBinary();
const skipReason = !postgres
  ? "TEST_DATABASE_URL is not set: several processes need a shared Postgres"
  : !nginx
    ? "nginx is not installed (apt-get install nginx-light)"
    : null;
if (skipReason) console.warn(`scale-out test skipped: ${skipReason}`);

const billingCommand = fileURLToPath(new URL("../dist/billing.js", import.meta.url));
const json = { "content-type": "application/json" };
const publisher = { publisherid: demoIds.publisher };
type Backend = "a" | "b" | "any";

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

describe.skipIf(skipReason !== null)("two server processes behind nginx on one Postgres", () => {
  let database: ProcessTestDatabase;
  let db: Database;
  let servers: Awaited<ReturnType<typeof startServerProcess>>[];
  let proxy: Awaited<ReturnType<typeof startReverseProxy>>;
  let pool: pg.Pool;

  async function query<Row>(text: string, values: unknown[] = []): Promise<Row[]> {
    return (await pool.query(text, values)).rows as Row[];
  }

  /** One API call through the proxy, to the named process or to whichever nginx picks. */
  async function call(
    backend: Backend,
    path: string,
    init: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await fetch(`${proxy.baseUrl}${path}`, {
      method: init.body === undefined ? "GET" : "POST",
      headers: {
        ...(init.body === undefined ? {} : json),
        ...(backend === "any" ? {} : { [PIN_HEADER]: backend }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(text) as Record<string, unknown>;
    } catch {
      body = { text };
    }
    return { status: response.status, body };
  }

  async function expectStatus(answer: Promise<Answer>, status: number) {
    const { status: actual, body } = await answer;
    expect(actual, JSON.stringify(body)).toBe(status);
    return body;
  }

  async function botProof(backend: Backend): Promise<string> {
    const challenge = (await expectStatus(
      call(backend, "/api/bot-check/challenge"),
      200,
    )) as unknown as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error("the ALTCHA challenge could not be solved");
    return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
  }

  async function sendCode(backend: Backend, email: string) {
    const proof = await botProof(backend);
    await expectStatus(
      call(backend, "/api/auth/user/code/init", {
        headers: { ...publisher, "x-bot-proof": proof },
        body: { email },
      }),
      202,
    );
  }

  /** The outbox's messages to `email`, once `count` of them arrived. */
  async function deliveredCodes(email: string, count: number): Promise<string[]> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const { body } = await call("any", `/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const messages = (body.messages ?? []) as { body: string }[];
      if (messages.length >= count)
        return messages.map((message) => message.body.match(/\b(\d{6})\b/)?.[1] ?? "");
      if (Date.now() > deadline) throw new Error(`no code reached ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Rows the message queue still holds unsent: none once every worker is done with them. */
  async function unsentMessages(): Promise<number> {
    const [row] = await query<{ count: number }>(
      "SELECT count(*)::int AS count FROM outgoing_messages WHERE sent_at IS NULL",
    );
    return row?.count ?? -1;
  }

  async function signIn(
    backend: Backend,
    email: string,
  ): Promise<{ publisherid: string; authorization: string }> {
    await sendCode(backend, email);
    const [code] = await deliveredCodes(email, 1);
    const confirmed = await expectStatus(
      call(backend, "/api/auth/user/code/confirm", {
        headers: publisher,
        body: { email, code },
      }),
      200,
    );
    const session = await expectStatus(
      call(backend, `/api/auth/user/claim/${encodeURIComponent(String(confirmed.claim))}`, {
        headers: publisher,
      }),
      200,
    );
    return { ...publisher, authorization: `Bearer ${session.token}` };
  }

  async function saveCard(backend: Backend, headers: Record<string, string>) {
    const token = await expectStatus(
      call(backend, "/api/test-processor/tokens", {
        body: {
          number: "4242 4242 4242 4242",
          exp_month: 12,
          exp_year: new Date().getUTCFullYear() + 5,
          cvc: "123",
          postal_code: "94107",
        },
      }),
      201,
    );
    await expectStatus(
      call(backend, "/api/me/payment", {
        headers,
        body: { token: token.id, source_type: "card" },
      }),
      201,
    );
  }

  const buy = (backend: Backend, headers: Record<string, string>, idempotencyKey: string) =>
    call(backend, `/api/purchase/product/${demoIds.customAmount}`, {
      headers: { ...headers, "idempotency-key": idempotencyKey },
      body: { custom_price: 500 },
    });

  const email = (what: string) => `${what}-${randomBytes(4).toString("hex")}@example.com`;

  beforeAll(async () => {
    if (!postgres || !nginx) return;
    await buildServer();
    database = await postgres.create();
    const env = {
      ...database.env,
      // Codes go to the dev outbox, where the buyer (this test) reads them.
      NODE_ENV: "test",
      APP_SECRET: randomBytes(32).toString("hex"),
      TRUST_PROXY: "1",
      ALTCHA_MAX_WORK: "10",
      // Every request comes from this one address.
      API_RATE_LIMIT_PER_MINUTE: "100000",
      CODE_SENDS_PER_IP: "100000",
    };
    // Both at once on an empty database: one migrates and loads the demo catalog, the other
    // waits for the migration lock and finds it done.
    servers = await Promise.all([
      startServerProcess(env, compiledMainPath),
      startServerProcess(env, compiledMainPath),
    ]);
    const [a, b] = servers;
    if (!a || !b) throw new Error("two servers were wanted");
    proxy = await startReverseProxy(nginx, [a.port, b.port]);
    db = await database.open();
    pool = new pg.Pool({ connectionString: database.env.DATABASE_URL, max: 2 });
  }, 120_000);

  afterAll(async () => {
    await proxy?.stop();
    await Promise.all((servers ?? []).map((server) => server.stop()));
    await pool?.end();
    await db?.close();
    await database?.remove();
  });

  it("started both at once on an empty database: migrated once, the demo catalog loaded once", async () => {
    const publishers = await query<{ count: number }>(
      "SELECT count(*)::int AS count FROM publishers",
    );
    expect(publishers[0]?.count).toBe(1);
    const migrations = await query<{ count: number; hashes: number }>(
      "SELECT count(*)::int AS count, count(DISTINCT hash)::int AS hashes FROM drizzle.__drizzle_migrations",
    );
    expect(migrations[0]?.count).toBeGreaterThan(0);
    expect(migrations[0]?.count).toBe(migrations[0]?.hashes);
    // Each process answers through the proxy when asked by name.
    await expectStatus(call("a", "/healthz"), 200);
    await expectStatus(call("b", "/healthz"), 200);
  });

  it("signs a buyer in through one process and takes their payment through the other, each code sent once", async () => {
    const buyer = email("buyer");
    const headers = await signIn("a", buyer);
    // Both message workers poll the one queue: the code went out once and nothing is left.
    await expect.poll(unsentMessages, { timeout: 20_000 }).toBe(0);
    expect(await deliveredCodes(buyer, 1)).toHaveLength(1);

    await saveCard("b", headers);
    const key = randomUUID();
    const paid = await expectStatus(buy("b", headers, key), 200);
    expect(paid.status).toBe("paid");
    // The buyer's repeat, through the first process, is answered from the same order.
    const repeated = await expectStatus(buy("a", headers, key), 200);
    expect(paid.order_id).toEqual(expect.any(String));
    expect(repeated.order_id).toBe(paid.order_id);
    const rows = await query<{ orders: number; charges: number }>(
      `SELECT count(DISTINCT o.id)::int AS orders, count(c.id)::int AS charges
       FROM orders o JOIN users u ON u.id = o.user_id
       LEFT JOIN test_processor_charges c ON c.idempotency_key = 'order:' || o.id
       WHERE u.email = $1`,
      [buyer],
    );
    expect(rows[0]).toEqual({ orders: 1, charges: 1 });
  });

  it("counts a code's five wrong tries across both processes", async () => {
    const buyer = email("guesser");
    await sendCode("b", buyer);
    const [code] = await deliveredCodes(buyer, 1);
    const wrong = code === "000000" ? "111111" : "000000";
    for (const backend of ["a", "b", "a", "b", "a"] as const) {
      const answer = await call(backend, "/api/auth/user/code/confirm", {
        headers: publisher,
        body: { email: buyer, code: wrong },
      });
      expect(answer.body.code ?? answer.body.error, JSON.stringify(answer.body)).toBe(
        "INVALID_CODE",
      );
    }
    const sixth = await call("b", "/api/auth/user/code/confirm", {
      headers: publisher,
      body: { email: buyer, code },
    });
    expect(sixth.status).toBe(429);
  });

  it("charges each renewal once when two processes run due billing at once", async () => {
    const boughtAt = new Date(Date.now() - 40 * 24 * 3600_000);
    const due = await seedDueSubscriptions({ db: db.db }, { count: 40, boughtAt });
    const runDue = async () => {
      const child = spawn(process.execPath, ["--enable-source-maps", billingCommand, "run-due"], {
        env: { ...process.env, ...database.env, NODE_ENV: "test", LOG_LEVEL: "warn" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.stderr?.on("data", (chunk: Buffer) => {
        output += chunk.toString();
      });
      const [exitCode] = await once(child, "exit");
      expect(exitCode, output).toBe(0);
      return Number(output.match(/(\d+) renewed/)?.[1] ?? Number.NaN);
    };
    const renewed = await Promise.all([runDue(), runDue()]);
    // Between them (and the servers' own rounds, which may have taken some), each once.
    expect(renewed[0] + renewed[1]).toBeLessThanOrEqual(40);
    const rows = await query<{ subscription_id: string; orders: number; charges: number }>(
      `SELECT o.subscription_id, count(DISTINCT o.id)::int AS orders, count(c.id)::int AS charges
       FROM orders o LEFT JOIN test_processor_charges c ON c.idempotency_key = 'order:' || o.id
       WHERE o.kind = 'renewal' AND o.subscription_id = ANY($1)
       GROUP BY o.subscription_id`,
      [due.subscriptionIds],
    );
    expect(rows).toHaveLength(40);
    expect(rows.filter((row) => row.orders !== 1 || row.charges !== 1)).toEqual([]);
  });

  it("sends a webhook queued by another process within a second, once, though neither server polls that often", async () => {
    const receiver = await startWebhookReceiver();
    const endpoint = await createWebhookEndpoint(
      { db: db.db, policy: { production: false, allowedHosts: [] } },
      { publisherId: demoIds.publisher, url: receiver.url, events: ["order.paid"] },
    );
    try {
      const recordedAt = performance.now();
      await db.db.transaction((tx) =>
        recordWebhookEvent(
          { db: tx },
          {
            publisherId: demoIds.publisher,
            type: "order.paid",
            resourceId: `scale-out-${randomUUID()}`,
            data: {},
            now: new Date(),
          },
        ),
      );
      await expect.poll(() => receiver.received.length, { timeout: 5_000 }).toBe(1);
      expect(performance.now() - recordedAt).toBeLessThan(1_000);
      // Both processes were woken; one claimed it.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receiver.received).toHaveLength(1);
    } finally {
      await deleteWebhookEndpoint(
        { db: db.db },
        { publisherId: demoIds.publisher, endpointId: endpoint.id },
      );
      await receiver.close();
    }
  });

  it("carries on when one process is killed mid-load: every paid purchase recorded once, none charged twice", async () => {
    const buyers = await mapInBatches(
      Array.from({ length: 40 }, (_, i) => i),
      8,
      async (i) => {
        const address = email(`load-${i}`);
        const headers = await signIn("any", address);
        await saveCard("any", headers);
        return { address, headers, key: randomUUID() };
      },
    );
    const [, doomed] = servers;
    if (!doomed) throw new Error("no second server");
    let answered = 0;
    let killed: Promise<void> | null = null;
    // A buyer whose request failed on the way (a 502 from the proxy, a cut connection) repeats
    // the same checkout attempt, under the same Idempotency-Key.
    const outcomes = await mapInBatches(buyers, 10, async (buyer) => {
      let answer: Answer = { status: 0, body: {} };
      const attempts: number[] = [];
      for (let attempt = 0; attempt < 5; attempt++) {
        answer = await buy("any", buyer.headers, buyer.key).catch(() => ({
          status: 0,
          body: {},
        }));
        answered += 1;
        attempts.push(answer.status);
        if (answered === 10) killed = doomed.kill();
        if (answer.status !== 0 && answer.status < 500) break;
      }
      return { ...buyer, answer, attempts };
    });
    await killed;
    await expectStatus(call("a", "/healthz"), 200);
    // The kill cut purchases short (the proxy answered 502: it passes a POST on only when it
    // never reached the dead process), and their buyers' repeats were answered by the other.
    expect(outcomes.some(({ attempts }) => attempts[0] === 502)).toBe(true);

    const orders = await query<{ email: string; key: string; status: string; charged: number }>(
      `SELECT u.email, o.idempotency_key AS key, o.status,
         count(c.id) FILTER (WHERE c.status = 'succeeded')::int AS charged
       FROM orders o JOIN users u ON u.id = o.user_id
       LEFT JOIN test_processor_charges c ON c.idempotency_key = 'order:' || o.id
       WHERE u.email LIKE 'load-%' GROUP BY u.email, o.id`,
    );
    const accepted = outcomes.filter((outcome) => outcome.answer.status === 200);
    expect(accepted.length).toBeGreaterThan(0);
    for (const { address, key, answer } of accepted) {
      const recorded = orders.filter((order) => order.email === address);
      expect(
        recorded.map((order) => order.key),
        address,
      ).toEqual([key]);
      if (answer.body.status === "paid")
        expect(recorded[0], address).toMatchObject({ status: "paid", charged: 1 });
    }
    // Whatever the kill cut short is charged at most once, and never paid twice by one buyer.
    expect(orders.filter((order) => order.charged > 1)).toEqual([]);
    const ordersPerBuyer = new Map<string, number>();
    for (const order of orders)
      ordersPerBuyer.set(order.email, (ordersPerBuyer.get(order.email) ?? 0) + 1);
    expect([...ordersPerBuyer.values()].filter((count) => count > 1)).toEqual([]);

    // The survivor alone now answers everything sent to the proxy.
    const late = email("late");
    const headers = await signIn("any", late);
    await saveCard("any", headers);
    const paid = await expectStatus(buy("any", headers, randomUUID()), 200);
    expect(paid.status).toBe("paid");
  });

  it("stops the survivor on SIGTERM: its rounds and pool closed, it exits with code 0", async () => {
    const [survivor] = servers;
    if (!survivor) throw new Error("no first server");
    await survivor.stop();
    expect(await survivor.exited).toBe(0);
    // Nothing is left behind the proxy, which says so rather than waiting.
    expect((await call("any", "/healthz")).status).toBe(502);
  });
});

/** `work` over `items`, at most `concurrency` at a time, answers in the items' order. */
async function mapInBatches<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
