import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { crashingCheckoutPath, startServerProcess } from "@creator-checkout/testing/server-process";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { connectDatabase } from "../../db/connect";
import { charges, orders, testProcessorCharges } from "../../db/schema";

const publisher = demoIds.publisher;

// The few response fields these calls read; everything else is left unread.
interface Body {
  id?: string;
  claim?: string;
  token?: string;
  status?: string;
  amount?: number;
  current?: unknown;
  messages?: Array<{ body: string }>;
}

async function call(
  baseUrl: string,
  path: string,
  init: RequestInit & { headers?: Record<string, string> } = {},
): Promise<{ status: number; body: Body | null }> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { "content-type": "application/json", publisherid: publisher, ...init.headers },
  });
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as Body | null,
  };
}

async function proof(baseUrl: string) {
  const challenge = (await (
    await fetch(`${baseUrl}/api/bot-check/challenge`)
  ).json()) as Parameters<typeof solveChallenge>[0]["challenge"];
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Signs in as a person would: asks for a code, reads it in the outbox, confirms it. */
async function signIn(baseUrl: string) {
  const email = `crash-${randomUUID().slice(0, 8)}@example.com`;
  await call(baseUrl, "/api/auth/user/code/init", {
    method: "POST",
    body: JSON.stringify({ email }),
    headers: { "x-bot-proof": await proof(baseUrl) },
  });
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i += 1) {
    const outbox = await call(baseUrl, `/api/dev/outbox?to=${encodeURIComponent(email)}`);
    code = outbox.body?.messages?.[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const confirmed = await call(baseUrl, "/api/auth/user/code/confirm", {
    method: "POST",
    body: JSON.stringify({ email, code }),
  });
  const session = await call(baseUrl, `/api/auth/user/claim/${confirmed.body?.claim}`);
  return { authorization: `Bearer ${session.body?.token}` };
}

describe("a purchase interrupted by a crash", () => {
  it("ends with one order and one charge after the process is killed between them and restarted", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "checkout-crash-"));
    const env = {
      DATA_DIR: dataDir,
      ALTCHA_MAX_WORK: "10",
      APP_SECRET: "a-secret-for-the-crash-test-only-0123456789",
    };
    const key = randomUUID();

    const crashing = await startServerProcess(env, crashingCheckoutPath);
    const auth = await signIn(crashing.baseUrl);
    const token = await call(crashing.baseUrl, "/api/test-processor/tokens", {
      method: "POST",
      body: JSON.stringify({
        number: "4242424242424242",
        exp_month: 12,
        exp_year: 2034,
        cvc: "123",
        postal_code: "94107",
      }),
    });
    await call(crashing.baseUrl, "/api/me/payment", {
      method: "POST",
      body: JSON.stringify({ token: token.body?.id }),
      headers: auth,
    });
    const purchase = (baseUrl: string) =>
      call(baseUrl, `/api/purchase/product/${demoIds.supporter}`, {
        method: "POST",
        body: "{}",
        headers: { ...auth, "idempotency-key": key },
      });
    await expect(purchase(crashing.baseUrl)).rejects.toThrow();
    await crashing.exited;

    const restarted = await startServerProcess(env);
    const retried = await purchase(restarted.baseUrl);
    const history = await call(
      restarted.baseUrl,
      `/api/purchase/history?product_option_id=${demoIds.supporter}`,
      {
        headers: auth,
      },
    );
    await restarted.stop();

    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ status: "paid", amount: 2000 });
    expect(history.body?.current).toEqual({
      product_option_id: demoIds.supporter,
      status: "ACTIVE",
    });
    const database = await connectDatabase({ dataDir });
    const [orderCount] = await database.db.select({ n: count() }).from(orders);
    const [chargeCount] = await database.db.select({ n: count() }).from(charges);
    const [gatewayCharges] = await database.db.select({ n: count() }).from(testProcessorCharges);
    await database.close();
    expect([orderCount?.n, chargeCount?.n, gatewayCharges?.n]).toEqual([1, 1, 1]);
  }, 120_000);
});
