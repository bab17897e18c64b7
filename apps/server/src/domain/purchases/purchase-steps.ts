import { createHash } from "node:crypto";
import { normalizeCountry, SHIPPED_TAX_RATES, type TaxSettings } from "@creator-checkout/core/tax";
import { and, eq } from "drizzle-orm";
import type { VatNumberRegistry } from "../../adapters/vies/vies";
import type { Db } from "../../db/connect";
import { orders } from "../../db/schema";
import { spendCodeTry } from "../discounts/spend-code-try";
import type { CardToCharge } from "../payments/find-card-to-charge";
import type { OrderResult } from "./order-result";
import type { PaymentDeps } from "./payment-deps";
import { purchaseErrors } from "./purchase-errors";
import { type BuyerTaxInput, consultVies, type PurchaseTax, purchaseTax } from "./purchase-tax";
import { resumeOrder } from "./resume-order";

/** What every request that places an order says: the buyer, the option and the card. */
export interface OrderRequest extends BuyerTaxInput {
  userId: string;
  productOptionId: string;
  sourceId?: string | undefined;
  idempotencyKey: string;
  promotionCode?: string | undefined;
  ip?: string | undefined;
}

/** The order an earlier request placed under this Idempotency-Key, if one did. */
export async function findOrderByKey(
  db: Db,
  { userId, idempotencyKey }: Pick<OrderRequest, "userId" | "idempotencyKey">,
): Promise<typeof orders.$inferSelect | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.user_id, userId), eq(orders.idempotency_key, idempotencyKey)));
  return order;
}

/** A repeated request answers as the first did; a key reused for another request is refused. */
export function resumeSameRequest(
  deps: PaymentDeps,
  order: typeof orders.$inferSelect,
  requestFingerprint: string,
): Promise<OrderResult> {
  if (order.request_fingerprint !== requestFingerprint) throw purchaseErrors.keyReused();
  return resumeOrder(deps, order);
}

/** What is charged, and its currency where it is not the option's first. */
export interface Charged {
  amount: number;
  otherCurrency: string | null;
}

/**
 * The parts of a request's fingerprint every order shares. A promotion code and another currency
 * are named only where given, so earlier requests' keys keep their fingerprints.
 */
export function chargeParts(input: OrderRequest, charged: Charged): unknown[] {
  return [
    input.productOptionId,
    charged.amount,
    input.sourceId ?? null,
    ...(input.promotionCode === undefined ? [] : [input.promotionCode]),
    ...(charged.otherCurrency === null ? [] : [{ currency: charged.otherCurrency }]),
  ];
}

/**
 * What the buyer said of their country and business: part of the fingerprint only where tax is
 * collected, so the keys of orders without it keep their fingerprints.
 */
export function taxParts(input: BuyerTaxInput, taxed: boolean): unknown[] {
  return taxed ? [normalizeCountry(input.country), input.vatNumber?.trim() || null] : [];
}

export function hashRequest(parts: unknown[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex");
}

/**
 * The sale's tax on the buyer's evidence: what they stated, their VAT number as VIES knows it,
 * and the issuing country of the card the order is charged to (docs/decisions/124).
 */
export async function taxOfPurchase(
  deps: PaymentDeps & { vies: VatNumberRegistry },
  {
    settings,
    input,
    card,
    at,
  }: { settings: TaxSettings | null; input: OrderRequest; card: CardToCharge | null; at: Date },
): Promise<PurchaseTax | null> {
  return purchaseTax(
    {
      settings,
      rates: deps.taxRates ?? SHIPPED_TAX_RATES,
      at,
      cardCountry: card?.country ?? null,
      vies: await consultVies(deps, settings, input),
    },
    input,
  );
}

/** A code's try is spent before the code is looked at, and given back once it applied. */
export function spendPromotionTry(
  deps: Pick<PaymentDeps, "db" | "clock">,
  { ip, userId }: Pick<OrderRequest, "ip" | "userId">,
) {
  return spendCodeTry(deps, { ip: ip ?? "unknown", userId });
}
