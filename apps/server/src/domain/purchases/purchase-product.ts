import type { TaxSettings } from "@creator-checkout/core/tax";
import { and, eq } from "drizzle-orm";
import { orders, productOptions, products, publishers } from "../../db/schema";
import { catalogKey } from "../catalog/catalog-cache";
import { ensurePaymentCustomer } from "../payments/ensure-payment-customer";
import { type CardToCharge, findCardToCharge } from "../payments/find-card-to-charge";
import { noCardToCharge } from "../payments/payment-errors";
import { chargeAtGateway } from "./charge-order";
import { finishOrder } from "./finish-order";
import { finishPaidPurchase } from "./finish-paid-purchase";
import type { OrderResult } from "./order-result";
import { placeDiscountedOrder, placeOrder } from "./place-order";
import { optionPriced, purchaseAmount } from "./purchase-amount";
import { purchaseErrors } from "./purchase-errors";
import { type PurchaseDeps, type PurchaseInput, purchaseFingerprint } from "./purchase-input";
import { type Charged, findOrderByKey, resumeSameRequest, taxOfPurchase } from "./purchase-steps";
import type { PurchaseTax } from "./purchase-tax";

// Who calls purchaseProduct imports the type of its dependencies with it.
export type { PurchaseDeps } from "./purchase-input";

/**
 * product.md §4 "Checkout default" on the server: buys an option for a buyer with no current option.
 * The order is committed before the charge (principle P6), the charge carries the order's id as
 * its idempotency key, and access is granted only once the payment succeeded (principle P8).
 */
export async function purchaseProduct(
  deps: PurchaseDeps,
  input: PurchaseInput,
): Promise<OrderResult> {
  const offer = await readOffer(deps, input);
  if (!offer) throw purchaseErrors.unknownOption();
  const option = optionPriced(offer.option, input.currency);
  const amount = purchaseAmount(option, input);
  // A purchase in the option's first currency keeps the fingerprint it always had.
  const charged = {
    amount,
    otherCurrency: option.currency === offer.option.currency ? null : option.currency,
  };
  // A donation may be given again; anything else is held once (docs/decisions/022).
  const repeatable = offer.productType === "donation";
  const taxed = await taxOrEarlierOrder(deps, input, offer.tax, charged);
  if ("earlier" in taxed) return taxed.earlier;
  const { card, tax } = taxed;
  const toPlace = {
    option,
    amount,
    otherCurrency: charged.otherCurrency,
    repeatable,
    tax,
    cardSourceId: card?.source_id,
  };
  const placed =
    input.promotionCode === undefined
      ? await placeOrder(deps, input, toPlace)
      : await placeDiscountedOrder(deps, input, toPlace);
  return payPlacedOrder(deps, input, { offer, option, charged, repeatable, tax, placed });
}

/**
 * The card and the tax: where the creator collects tax, the card's issuing country is read
 * first, as evidence of where the buyer is, and the order is charged to that very card
 * (docs/decisions/124). A repeat of a request accepted before answers as it did, whatever the
 * card says now.
 */
async function taxOrEarlierOrder(
  deps: PurchaseDeps,
  input: PurchaseInput,
  settings: TaxSettings | null,
  charged: Charged,
): Promise<{ card: CardToCharge | null; tax: PurchaseTax | null } | { earlier: OrderResult }> {
  const card =
    settings === null
      ? null
      : await findCardToCharge(deps, {
          publisherId: input.publisherId,
          userId: input.userId,
          gateway: deps.gateway.name,
          sourceId: input.sourceId,
        });
  try {
    return {
      card,
      tax: await taxOfPurchase(deps, { settings, input, card, at: deps.clock.now() }),
    };
  } catch (error) {
    const earlier = await findOrderByKey(deps.db, input);
    if (earlier) return { earlier: await resumeExisting(deps, earlier, input, charged, true) };
    throw error;
  }
}

type Offer = NonNullable<Awaited<ReturnType<typeof readOffer>>>;
type Placed = Awaited<ReturnType<typeof placeOrder>>;

/**
 * What the one statement answered: an order of this key resumed, a refusal worded, or the order
 * placed, charged (or finished free) and answered.
 */
async function payPlacedOrder(
  deps: PurchaseDeps,
  input: PurchaseInput,
  {
    offer,
    option,
    charged,
    repeatable,
    tax,
    placed,
  }: {
    offer: Offer;
    option: Offer["option"];
    charged: Charged;
    repeatable: boolean;
    tax: PurchaseTax | null;
    placed: Placed;
  },
): Promise<OrderResult> {
  const { db, gateway } = deps;
  if (placed.existingOrderId) {
    const [existing] = await db.select().from(orders).where(eq(orders.id, placed.existingOrderId));
    if (existing) return resumeExisting(deps, existing, input, charged, tax !== null);
  }
  if (placed.subscribed && !repeatable) throw purchaseErrors.alreadySubscribed();
  // What is due now: less a promotion code's discount where one applied.
  const due = placed.order?.amount ?? charged.amount;
  const method = due > 0 ? placed.method : null;
  if (due > 0 && !method) throw noCardToCharge(input.sourceId);
  const { order } = placed;
  if (!order) {
    const raced = await findOrderByKey(db, input);
    if (!raced) throw purchaseErrors.alreadySubscribed();
    return resumeExisting(deps, raced, input, charged, tax !== null);
  }
  const receipt = {
    optionTitle: option.title,
    productTitle: offer.productTitle,
    creator: offer.creator,
    email: placed.buyer?.email ?? null,
    phone: placed.buyer?.phone ?? null,
    locale: input.locale ?? placed.buyer?.locale ?? null,
    card: method && { brand: method.brand, last4: method.last4 },
  };
  const { discount } = placed;
  if (!method) {
    return finishPaidPurchase(deps, {
      order,
      option,
      outcome: { status: "free" },
      receipt,
      discount,
    });
  }
  // A saved card implies a customer at the gateway; the fallback covers only a record removed
  // since the card was saved.
  const customerRef =
    placed.customerRef ?? (await ensurePaymentCustomer({ db, gateway }, input)).customer_ref;
  const outcome = await chargeAtGateway(deps, {
    order,
    customerRef,
    sourceId: method.source_id,
    promotionCode: placed.promotionCode,
  });
  if (outcome.status === "succeeded") {
    return finishPaidPurchase(deps, { order, option, outcome, receipt, discount });
  }
  return finishOrder(deps, { orderId: order.id, outcome, option });
}

/**
 * The option, if the publisher sells it, and what the receipt says of it, from the catalog
 * cache: the amount is then known before any statement, so the order can be written by the
 * statement that checks it.
 */
export function readOffer(
  { db, catalogCache }: Pick<PurchaseDeps, "db" | "catalogCache">,
  { publisherId, productOptionId }: Pick<PurchaseInput, "publisherId" | "productOptionId">,
) {
  return catalogCache.read(
    catalogKey("purchaseOffer", [publisherId, productOptionId]),
    async () => {
      const [offer] = await db
        .select({
          option: productOptions,
          productType: products.type,
          productTitle: products.title,
          creator: publishers.name,
          tax: publishers.tax,
        })
        .from(productOptions)
        .innerJoin(products, eq(products.id, productOptions.product_id))
        .innerJoin(publishers, eq(publishers.id, products.publisher_id))
        .where(
          and(
            eq(productOptions.id, productOptionId),
            eq(products.publisher_id, publisherId),
            eq(productOptions.archived, false),
          ),
        );
      return offer ?? null;
    },
  );
}

function resumeExisting(
  deps: PurchaseDeps,
  order: typeof orders.$inferSelect,
  input: PurchaseInput,
  charged: Charged,
  /** Whether the creator collects tax: the request's country and VAT number then count. */
  taxed: boolean,
) {
  return resumeSameRequest(deps, order, purchaseFingerprint(input, charged, taxed));
}
