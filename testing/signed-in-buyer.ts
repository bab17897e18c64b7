import { randomUUID } from "node:crypto";
import type { Db } from "@creator-checkout/server/db/connect";
import type { FastifyInstance } from "fastify";
import { demoIds } from "./demo-catalog";
import { botProof, latestCodeFor } from "./sign-in-helpers";

/** Signs a new buyer in through the real API, as the page does, and returns their headers. */
export async function signedInBuyer(
  app: FastifyInstance,
  db: Db,
  publisherId: string = demoIds.publisher,
  email = `buyer-${randomUUID().slice(0, 8)}@example.com`,
) {
  const sent = await app.inject({
    method: "POST",
    url: "/api/auth/user/code/init",
    payload: { email },
    headers: { publisherid: publisherId, "x-bot-proof": await botProof(app) },
  });
  if (sent.json().sent !== true) throw new Error(`sending a code failed: ${sent.body}`);
  const confirmed = await app.inject({
    method: "POST",
    url: "/api/auth/user/code/confirm",
    payload: { email, code: await latestCodeFor(db, email) },
    headers: { publisherid: publisherId },
  });
  const session = await app.inject({
    url: `/api/auth/user/claim/${confirmed.json().claim}`,
    headers: { publisherid: publisherId },
  });
  const token = session.json().token as string;
  if (!token) throw new Error(`sign-in failed: ${session.body}`);
  return { email, headers: { publisherid: publisherId, authorization: `Bearer ${token}` } };
}

/** Tokenises a test card at the test processor and saves it, as the page's card form does. */
export async function saveTestCard(
  app: FastifyInstance,
  headers: Record<string, string>,
  number = "4242424242424242",
) {
  const token = await app.inject({
    method: "POST",
    url: "/api/test-processor/tokens",
    payload: {
      number,
      exp_month: 12,
      exp_year: 2034,
      cvc: number.startsWith("37") ? "1234" : "123",
      postal_code: "94107",
    },
  });
  if (token.statusCode !== 201) throw new Error(`tokenising failed: ${token.body}`);
  const saved = await app.inject({
    method: "POST",
    url: "/api/me/payment",
    headers,
    payload: { token: token.json().id, source_type: "card" },
  });
  if (saved.statusCode !== 201) throw new Error(`saving the card failed: ${saved.body}`);
  return saved.json() as { id: string; isDefault: boolean; brand: string; last4: string };
}

/** A new buyer signs in, saves the test card and buys `optionId` with it; their headers and the answer. */
export async function newBuyerBuys(app: FastifyInstance, db: Db, optionId: string) {
  const { headers } = await signedInBuyer(app, db);
  await saveTestCard(app, headers);
  const bought = await app.inject({
    method: "POST",
    url: `/api/purchase/product/${optionId}`,
    headers: { ...headers, "idempotency-key": randomUUID() },
    payload: {},
  });
  return { headers, bought };
}
