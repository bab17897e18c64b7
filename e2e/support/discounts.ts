import { randomBytes, randomUUID } from "node:crypto";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { type APIRequestContext, expect } from "@playwright/test";
import { demoUsername, publisherCommand } from "./dashboard";
import { botProof, readCode, uniqueEmail } from "./sign-in";

/** A promotion code no other journey uses: the journeys share one database. */
export function uniqueCode(word: string): string {
  return `${word}-${randomBytes(3).toString("hex")}`.toUpperCase();
}

/**
 * `npm run publisher -- coupon create northwind --code CODE …` as the creator types it, e.g.
 * `createCoupon("SAVE20-1A2B3C", ["--percent-off", "20"])`.
 */
export async function createCoupon(code: string, flags: string[]): Promise<void> {
  await publisherCommand(["coupon", "create", demoUsername, "--code", code, ...flags]);
}

const publisherHeaders = { publisherid: demoIds.publisher };

/**
 * A new buyer signs in by e-mail code, saves a test card and buys `optionId` with
 * `promotionCode`, all through the API as the page calls it. Answers the order.
 */
export async function buyWithCode(
  request: APIRequestContext,
  { optionId, promotionCode }: { optionId: string; promotionCode: string },
) {
  const email = uniqueEmail("coupon");
  const sent = await request.post("/api/auth/user/code/init", {
    headers: { ...publisherHeaders, "x-bot-proof": await botProof(request) },
    data: { email },
  });
  expect(sent.status()).toBe(202);
  const confirmed = await request.post("/api/auth/user/code/confirm", {
    headers: publisherHeaders,
    data: { email, code: await readCode(request, email) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const { claim } = (await confirmed.json()) as { claim: string };
  const session = await request.get(`/api/auth/user/claim/${claim}`, { headers: publisherHeaders });
  const { token } = (await session.json()) as { token: string };
  const buyer = { ...publisherHeaders, authorization: `Bearer ${token}` };

  const card = await request.post("/api/test-processor/tokens", {
    data: {
      number: "4242424242424242",
      exp_month: 12,
      exp_year: 2034,
      cvc: "123",
      postal_code: "94107",
    },
  });
  expect(card.status(), await card.text()).toBe(201);
  const saved = await request.post("/api/me/payment", {
    headers: buyer,
    data: { token: ((await card.json()) as { id: string }).id, source_type: "card" },
  });
  expect(saved.status(), await saved.text()).toBe(201);

  const bought = await request.post(`/api/purchase/product/${optionId}`, {
    headers: { ...buyer, "idempotency-key": randomUUID() },
    data: { promotion_code: promotionCode },
  });
  expect(bought.ok(), await bought.text()).toBe(true);
  return (await bought.json()) as { status: string; amount: number; currency: string };
}
