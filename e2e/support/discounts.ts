import { randomBytes, randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { demoUsername, publisherCommand } from "./dashboard";
import { accessTokenByApi, publisherHeaders, uniqueEmail } from "./sign-in";

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

/**
 * A new buyer signs in by e-mail code, saves a test card and buys `optionId` with
 * `promotionCode`, all through the API as the page calls it. Answers the order.
 */
export async function buyWithCode(
  request: APIRequestContext,
  { optionId, promotionCode }: { optionId: string; promotionCode: string },
) {
  const token = await accessTokenByApi(request, uniqueEmail("coupon"));
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
