import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { preparedPerDatabase } from "../../db/prepared-per-database";
import {
  orders,
  paymentCustomers,
  paymentMethods,
  type productOptions,
  subscriptions,
  users,
} from "../../db/schema";
import { lockDiscount, reserveRedemption } from "../discounts/reserve-redemption";
import type { SubscriptionDiscount } from "../discounts/subscription-discount";
import { cardToCharge, heldBy } from "../payments/find-card-to-charge";
import { noCardToCharge } from "../payments/payment-errors";
import { purchaseErrors } from "./purchase-errors";
import { type PurchaseDeps, type PurchaseInput, purchaseFingerprint } from "./purchase-input";
import { spendPromotionTry } from "./purchase-steps";
import { type PurchaseTax, requireShownTotal, taxColumns } from "./purchase-tax";

interface PaymentMethodRef {
  id: number;
  source_id: string;
  brand: string;
  last4: string;
}

const param = (name: string) => sql.placeholder(name);

/**
 * Everything a purchase checks before its order is written, and the order itself, in one
 * statement: an order already made under this Idempotency-Key, whether the buyer already has
 * the product, the card to charge (the one named, else the default) and the buyer's customer at
 * the gateway, and the buyer's address for the receipt. The order is inserted only when none of
 * these refuses it, so the caller words a refusal from the same facts, and a purchase is one
 * round trip before its charge instead of two.
 */
function preparePlaceOrder(db: Db, which: "named" | "default") {
  const buyer = {
    publisherId: param("publisherId"),
    userId: param("userId"),
    gateway: param("gateway"),
  };
  const card =
    which === "named" ? cardToCharge(buyer, { sourceId: param("sourceId") }) : cardToCharge(buyer);
  // The access lookup names the publisher too, though the product implies it: the owner index
  // leads with it, and without it Postgres read every buyer's access row.
  const context = db
    .$with("context", {
      existingOrderId: sql<string | null>`existing_order_id`.as("existing_order_id"),
      subscribed: sql<boolean>`subscribed`.as("subscribed"),
      method: sql<PaymentMethodRef | null>`method`.as("method"),
      customerRef: sql<string | null>`customer_ref`.as("customer_ref"),
      buyer: sql<{
        email: string | null;
        phone: string | null;
        locale: string | null;
      } | null>`buyer`.as("buyer"),
    })
    .as(sql`
      SELECT
        (select ${orders.id} from ${orders} where ${orders.user_id} = ${param("userId")} and ${orders.idempotency_key} = ${param("idempotencyKey")}) AS existing_order_id,
        exists (select 1 from ${subscriptions} where ${subscriptions.publisher_id} = ${param("publisherId")} and ${subscriptions.user_id} = ${param("userId")} and ${subscriptions.product_id} = ${param("productId")} and ${subscriptions.status} <> 'CANCELED') AS subscribed,
        (select json_build_object('id', ${paymentMethods.id}, 'source_id', ${paymentMethods.source_id}, 'brand', ${paymentMethods.brand}, 'last4', ${paymentMethods.last4}) from ${paymentMethods} where ${card}) AS method,
        (select ${paymentCustomers.customer_ref} from ${paymentCustomers} where ${heldBy(paymentCustomers, buyer)}) AS customer_ref,
        (select json_build_object('email', ${users.email}, 'phone', ${users.phone}, 'locale', ${users.locale}) from ${users} where ${users.id} = ${param("userId")}) AS buyer`);
  // Either unique index may refuse the order: the same key raced this request, or another order
  // already holds the product.
  const placed = db.$with("placed", getTableColumns(orders)).as(sql`
    INSERT INTO ${orders} (publisher_id, user_id, product_option_id, kind, idempotency_key,
      request_fingerprint, amount, currency, payment_method_id, claims_product_id,
      recurring_amount, status, tax_net_amount, tax_amount, tax_rate, tax_country, tax_treatment,
      tax_inclusive, stated_country, card_country, countries_agreed, buyer_vat_number,
      buyer_vat_verified, vies_checked_at, vies_request_id, tax_calculation_id)
    SELECT ${param("publisherId")}::uuid, ${param("userId")}::uuid, ${param("productOptionId")}::uuid,
      'purchase', ${param("idempotencyKey")}::text, ${param("fingerprint")}::text,
      ${param("amount")}::integer, ${param("currency")}::text,
      CASE WHEN ${param("amount")}::integer > 0 THEN (context.method ->> 'id')::integer END,
      ${param("claimsProductId")}::uuid, ${param("recurringAmount")}::integer, 'pending',
      ${param("taxNetAmount")}::integer, ${param("taxAmount")}::integer, ${param("taxRate")}::integer,
      ${param("taxCountry")}::text, ${param("taxTreatment")}::text, ${param("taxInclusive")}::boolean,
      ${param("statedCountry")}::text, ${param("cardCountry")}::text,
      ${param("countriesAgreed")}::boolean, ${param("buyerVatNumber")}::text,
      ${param("buyerVatVerified")}::boolean, ${param("viesCheckedAt")}::timestamptz,
      ${param("viesRequestId")}::text, ${param("taxCalculationId")}::text
    FROM context
    WHERE context.existing_order_id IS NULL
      AND (NOT context.subscribed OR ${param("repeatable")}::boolean)
      AND (${param("amount")}::integer = 0 OR context.method IS NOT NULL)
    ON CONFLICT DO NOTHING
    RETURNING *`);
  // The page's language, kept with the buyer in this same round trip, written only when it
  // changed (docs/decisions/107). Postgres runs a data-modifying CTE whether or not it is read.
  const remembered = db.$with("remembered", { id: sql<string>`id`.as("id") }).as(sql`
    UPDATE ${users} SET locale = ${param("locale")}::text
    WHERE ${users.id} = ${param("userId")}::uuid AND ${param("locale")}::text IS NOT NULL
      AND ${users.locale} IS DISTINCT FROM ${param("locale")}::text
    RETURNING ${users.id}`);
  return db
    .with(context, placed, remembered)
    .select()
    .from(context)
    .leftJoin(placed, sql`true`)
    .prepare(`purchase_place_order_${which}_card`);
}

// Every purchase runs one of these: its SQL is built and named once per database, so neither
// Drizzle nor Postgres builds or plans it again (as the session check does).
const statementsOf = preparedPerDatabase((db: Db) => ({
  namedCard: preparePlaceOrder(db, "named"),
  defaultCard: preparePlaceOrder(db, "default"),
}));

// The same statements for a transaction of its own: built for its connection.
const unnamedStatements = (db: Db) => ({
  namedCard: preparePlaceOrder(db, "named"),
  defaultCard: preparePlaceOrder(db, "default"),
});

export interface OrderToPlace {
  option: typeof productOptions.$inferSelect;
  /** Of the creator's price, before any tax is added. */
  amount: number;
  repeatable: boolean;
  /** The amount before a promotion code's discount, which the request's fingerprint names. */
  undiscounted?: number;
  /** The option's currency where the buyer pays in one that is not its first. */
  otherCurrency: string | null;
  /** The sale's tax, applied to what is charged (after the discount); null without tax. */
  tax: PurchaseTax | null;
  /** The card whose country the tax was decided on, charged in place of the default. */
  cardSourceId?: string | undefined;
}

export async function placeOrder(
  { db, gateway, taxCalculator }: Pick<PurchaseDeps, "db" | "gateway" | "taxCalculator">,
  input: PurchaseInput,
  {
    option,
    amount,
    otherCurrency,
    repeatable,
    undiscounted = amount,
    tax,
    cardSourceId,
  }: OrderToPlace,
  /** Within a transaction, the statement runs on its connection, unnamed there. */
  statements = statementsOf(db),
) {
  // The tax is on what is actually charged: the price after any discount (docs/decisions/118).
  const taxed = await taxColumns({ taxCalculator }, tax, {
    amountMinor: amount,
    currency: option.currency,
  });
  requireShownTotal(tax, { priceMinor: amount, totalMinor: taxed.amount }, input.shownTotal);
  const sourceId = input.sourceId ?? cardSourceId;
  const params = {
    publisherId: input.publisherId,
    userId: input.userId,
    productOptionId: option.id,
    productId: option.product_id,
    idempotencyKey: input.idempotencyKey,
    gateway: gateway.name,
    fingerprint: purchaseFingerprint(input, { amount: undiscounted, otherCurrency }, tax !== null),
    amount: taxed.amount,
    currency: option.currency,
    claimsProductId: repeatable ? null : option.product_id,
    recurringAmount: option.recurring ? (option.price ?? input.customPrice ?? null) : null,
    repeatable,
    locale: input.locale ?? null,
    taxNetAmount: taxed.columns?.tax_net_amount ?? null,
    taxAmount: taxed.columns?.tax_amount ?? null,
    taxRate: taxed.columns?.tax_rate ?? null,
    taxCountry: taxed.columns?.tax_country ?? null,
    taxTreatment: taxed.columns?.tax_treatment ?? null,
    taxInclusive: taxed.columns?.tax_inclusive ?? null,
    statedCountry: taxed.columns?.stated_country ?? null,
    cardCountry: taxed.columns?.card_country ?? null,
    countriesAgreed: taxed.columns?.countries_agreed ?? null,
    buyerVatNumber: taxed.columns?.buyer_vat_number ?? null,
    buyerVatVerified: taxed.columns?.buyer_vat_verified ?? null,
    viesCheckedAt: taxed.columns?.vies_checked_at?.toISOString() ?? null,
    viesRequestId: taxed.columns?.vies_request_id ?? null,
    taxCalculationId: taxed.columns?.tax_calculation_id ?? null,
  };
  const [row] = await (sourceId
    ? statements.namedCard.execute({ ...params, sourceId })
    : statements.defaultCard.execute(params)
  ).catch(refuseRemovedOption);
  if (!row) throw new Error("the purchase's statement returned no row");
  return {
    ...row.context,
    order: row.placed,
    promotionCode: null as string | null,
    discount: null as SubscriptionDiscount | null,
  };
}

/**
 * The option was removed from its product (docs/decisions/174) after this purchase read it and
 * before its order was written: the order's reference to it is refused, and so is the purchase,
 * as for an option never sold here.
 */
function refuseRemovedOption(error: unknown): never {
  const cause = (error as { cause?: { code?: unknown; constraint?: unknown } }).cause ?? error;
  const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
  if (code === "23503" && String(constraint).includes("product_option")) {
    throw purchaseErrors.unknownOption();
  }
  throw error;
}

/**
 * A purchase with a promotion code (docs/decisions/092 and 095): a try at a code is spent first
 * (given back when the code applies), then in one transaction the coupon's row is locked, every
 * restriction checked, the order written at the discounted amount and the redemption reserved
 * with it, so a code limited to 10 is redeemed at most 10 times however many buy at once. A
 * repeated request (same Idempotency-Key) finds its order without spending anything.
 */
export async function placeDiscountedOrder(
  deps: PurchaseDeps,
  input: PurchaseInput,
  toPlace: OrderToPlace,
) {
  const { option, amount } = toPlace;
  const { db, clock } = deps;
  const [earlier] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.user_id, input.userId), eq(orders.idempotency_key, input.idempotencyKey)));
  if (earlier) return placeOrder(deps, input, toPlace);
  const tries = await spendPromotionTry(deps, input);
  const placed = await db.transaction(async (tx) => {
    const held = await lockDiscount(
      { db: tx },
      {
        publisherId: input.publisherId,
        userId: input.userId,
        option,
        priceMinor: option.price ?? input.customPrice ?? 0,
        dueTodayMinor: amount,
        code: input.promotionCode ?? "",
        now: clock.now(),
      },
    );
    const discounted = amount - held.discountToday;
    const result = await placeOrder(
      { db: tx, gateway: deps.gateway, taxCalculator: deps.taxCalculator },
      input,
      { ...toPlace, amount: discounted, undiscounted: amount },
      unnamedStatements(tx),
    );
    if (!result.order) return { ...result, discounted };
    // Nothing due today but something later: the card is needed for the renewals.
    if (held.dueLater && !result.method) {
      throw noCardToCharge(input.sourceId);
    }
    const reserved = await reserveRedemption({ db: tx }, { held, order: result.order });
    return {
      ...result,
      order: reserved.order,
      promotionCode: held.code.code,
      discount: {
        redemption: reserved.redemption,
        productOptionIds: held.coupon.product_option_ids,
        // The subscription this order makes starts at its first anchor.
        startsAt: null,
      },
      discounted,
    };
  });
  await tries.giveBack();
  return placed;
}
