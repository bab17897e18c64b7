import { canBeGiven } from "@creator-checkout/core/checkout";
import { discountMinor } from "@creator-checkout/core/discounts";
import { addInterval } from "@creator-checkout/core/pricing";
import { and, eq } from "drizzle-orm";
import type { VatNumberRegistry } from "../../adapters/vies/vies";
import type { Db } from "../../db/connect";
import { gifts, orders, productOptions, products, publishers } from "../../db/schema";
import { enqueueMessage } from "../../messaging/enqueue-message";
import { type Wording, wordingFor } from "../../messaging/wording/wording";
import { randomToken } from "../../security/keyed-hash";
import { lockDiscount, reserveRedemption, rulesOf } from "../discounts/reserve-redemption";
import { type CardToCharge, findCardToCharge } from "../payments/find-card-to-charge";
import { noCardToCharge } from "../payments/payment-errors";
import { chargeOrder } from "../purchases/charge-order";
import { finishOrder } from "../purchases/finish-order";
import type { OrderResult } from "../purchases/order-result";
import type { PaymentDeps } from "../purchases/payment-deps";
import { optionPriced } from "../purchases/purchase-amount";
import { purchaseErrors } from "../purchases/purchase-errors";
import {
  type Charged,
  chargeParts,
  findOrderByKey,
  hashRequest,
  type OrderRequest,
  resumeSameRequest,
  spendPromotionTry,
  taxOfPurchase,
  taxParts,
} from "../purchases/purchase-steps";
import { type PurchaseTax, requireShownTotal, taxColumns } from "../purchases/purchase-tax";
import { giftCodeHmac } from "./gift-code";
import { giftErrors } from "./gift-errors";
import { GIFT_VALID_YEARS } from "./gift-limits";

export interface GiftInput extends OrderRequest {
  publisherId: string;
  userId: string;
  productOptionId: string;
  senderFirstName: string;
  recipientFirstName: string;
  recipientEmail: string;
  note?: string | undefined;
  redeemUrl?: string | undefined;
  deliverAt?: Date | undefined;
  sourceId?: string | undefined;
  idempotencyKey: string;
  /** The currency the giver's page priced the term in; the option's first when absent. */
  currency?: string | undefined;
  /** A promotion code for the gift's one term (docs/decisions/092), and the giver's network. */
  promotionCode?: string | undefined;
  ip?: string | undefined;
  /** The giver's page's language: the recipient's e-mail is written in it (docs/decisions/107). */
  locale?: string | undefined;
}

/**
 * A held message is due at no date a clock will reach; paying the order releases it
 * (releaseGift). Only this request knows the code, so the e-mail carrying it is written now.
 */
export const HELD_UNTIL_PAID = new Date("9999-12-31T00:00:00Z");

type GiftDeps = PaymentDeps & { secret: Buffer; vies: VatNumberRegistry };

/**
 * product.md §4 "Checkout gift" on the server: the giver pays one term of the option (a
 * subscription's single billing interval, never its trial) for someone else. The order goes
 * through the purchase machinery (principle P6, docs/decisions/011) but holds no product for the
 * giver (docs/decisions/033); the gift, its code's HMAC and the recipient's e-mail, held until
 * the order is paid, are committed with the order, before any charge.
 */
export async function purchaseGift(deps: GiftDeps, input: GiftInput): Promise<OrderResult> {
  const { db, gateway, clock } = deps;
  const now = clock.now();
  const offer = await readGiftOffer(deps, input);
  const { option, publisher } = offer;
  if (input.deliverAt && input.deliverAt > addInterval(now, GIFT_VALID_YEARS, "year")) {
    throw giftErrors.deliverAtTooLate();
  }
  const redeemBase = redeemBaseUrl(input.redeemUrl, {
    publicUrl: deps.publicUrl,
    username: publisher.username,
    primaryUrls: publisher.primary_urls,
  });
  // A repeat answers as the first request did, before anything is checked again.
  const requestFingerprint = fingerprint(input, offer.charged, publisher.tax !== null);
  const existing = await findOrderByKey(db, input);
  if (existing) return resumeSameRequest(deps, existing, requestFingerprint);
  const card =
    offer.charged.amount > 0
      ? await findCardToCharge(deps, {
          publisherId: input.publisherId,
          userId: input.userId,
          gateway: gateway.name,
          sourceId: input.sourceId,
        })
      : null;
  // A gift is taxed like a purchase, on the giver's evidence: the giver is the buyer.
  const tax = await taxOfPurchase(deps, { settings: publisher.tax, input, card, at: now });
  const code = randomToken();
  const link = new URL(redeemBase);
  link.searchParams.set("code", code);
  const tries = input.promotionCode === undefined ? null : await spendPromotionTry(deps, input);
  const order = await db.transaction(async (tx) => {
    const placed = await placeGiftOrder({ ...deps, db: tx }, input, {
      offer,
      card,
      tax,
      requestFingerprint,
      now,
    });
    if (placed) await holdGift({ ...deps, db: tx }, input, { offer, order: placed, code, link });
    return placed;
  });
  if (!order) {
    // The same key raced this request: its order answers.
    const raced = await findOrderByKey(db, input);
    if (!raced) throw purchaseErrors.inProgress();
    return resumeSameRequest(deps, raced, requestFingerprint);
  }
  await tries?.giveBack();
  if (!card || order.amount === 0) {
    return finishOrder(deps, { orderId: order.id, outcome: { status: "free" }, option });
  }
  return chargeOrder(deps, {
    order,
    option,
    customerRef: card.customer_ref,
    sourceId: card.source_id,
    promotionCode: order.promotion_code,
  });
}

/** The option in the giver's currency, if the publisher sells it and it can be given. */
async function readGiftOffer({ db }: { db: Db }, input: GiftInput) {
  const [found] = await db
    .select({ option: productOptions, product: products, publisher: publishers })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .innerJoin(publishers, eq(publishers.id, products.publisher_id))
    .where(
      and(
        eq(productOptions.id, input.productOptionId),
        eq(products.publisher_id, input.publisherId),
        eq(productOptions.archived, false),
      ),
    );
  if (!found) throw purchaseErrors.unknownOption();
  const { product, publisher } = found;
  const option = optionPriced(found.option, input.currency);
  if (option.price === null || !canBeGiven({ productType: product.type, price: option.price }))
    throw giftErrors.notGiftable();
  const charged: Charged = {
    amount: option.price,
    otherCurrency: option.currency === found.option.currency ? null : option.currency,
  };
  return { option, product, publisher, charged };
}

type GiftOffer = Awaited<ReturnType<typeof readGiftOffer>>;

/**
 * The gift's order, at the option's price less a promotion code's discount, with the code's
 * redemption reserved; null when the same key raced this request. Run within the transaction
 * that holds the gift.
 */
async function placeGiftOrder(
  deps: PaymentDeps,
  input: GiftInput,
  {
    offer: { option, charged },
    card,
    tax,
    requestFingerprint,
    now,
  }: {
    offer: GiftOffer;
    card: CardToCharge | null;
    tax: PurchaseTax | null;
    requestFingerprint: string;
    now: Date;
  },
) {
  const { db: tx } = deps;
  const { amount } = charged;
  const held =
    input.promotionCode === undefined
      ? null
      : await lockDiscount(
          { db: tx },
          {
            publisherId: input.publisherId,
            userId: input.userId,
            option,
            priceMinor: amount,
            dueTodayMinor: amount,
            code: input.promotionCode,
            now,
          },
        );
  // A gift is one term at the option's price: the code comes off all of it.
  const discount = held ? (discountMinor(amount, option.currency, rulesOf(held.coupon)) ?? 0) : 0;
  // A gift its code makes free needs no card, as a free purchase does (docs/decisions/092);
  // anything left to pay does, and nothing is written without one.
  const due = amount - discount;
  if (due > 0 && !card) throw noCardToCharge(input.sourceId);
  const taxed = await taxColumns(deps, tax, { amountMinor: due, currency: option.currency });
  requireShownTotal(tax, { priceMinor: due, totalMinor: taxed.amount }, input.shownTotal);
  const [placed] = await tx
    .insert(orders)
    .values({
      publisher_id: input.publisherId,
      user_id: input.userId,
      product_option_id: option.id,
      kind: "gift",
      idempotency_key: input.idempotencyKey,
      request_fingerprint: requestFingerprint,
      amount: taxed.amount,
      ...taxed.columns,
      currency: option.currency,
      payment_method_id: due > 0 ? (card?.id ?? null) : null,
      // The giver keeps their own hold free: they may give it again and hold it themselves.
      claims_product_id: null,
      recurring_amount: null,
      status: "pending",
    })
    .onConflictDoNothing()
    .returning();
  if (!placed || !held) return placed ?? null;
  const reserved = await reserveRedemption(
    { db: tx },
    { held: { ...held, discountToday: discount }, order: placed },
  );
  return reserved.order;
}

/** The gift's row, its code's HMAC, and the recipient's e-mail, held until the order is paid. */
async function holdGift(
  deps: GiftDeps,
  input: GiftInput,
  {
    offer: { option, product, publisher },
    order,
    code,
    link,
  }: { offer: GiftOffer; order: typeof orders.$inferSelect; code: string; link: URL },
) {
  const wording = wordingFor(input.locale);
  const message = await enqueueMessage(deps, {
    channel: "email",
    recipient: input.recipientEmail,
    subject: wording.say("gift.subject", {
      sender: input.senderFirstName,
      creator: publisher.name,
    }),
    body: giftEmail(wording, {
      creator: publisher.name,
      what: wording.say("payment.what", { product: product.title, option: option.title }),
      sender: input.senderFirstName,
      recipient: input.recipientFirstName,
      note: input.note,
      link: link.toString(),
    }),
    runAt: HELD_UNTIL_PAID,
  });
  await deps.db.insert(gifts).values({
    publisher_id: input.publisherId,
    order_id: order.id,
    code_hmac: giftCodeHmac(deps.secret, code),
    sender_first_name: input.senderFirstName,
    recipient_first_name: input.recipientFirstName,
    recipient_email: input.recipientEmail,
    note: input.note ?? null,
    deliver_at: input.deliverAt ?? null,
    message_id: message.id,
  });
}

/**
 * Where the e-mail's link points: the page's own redeem address, or the one the page asked for
 * if it lives on this checkout or on one of the creator's sites (principle P2's origin rule), so
 * a giver cannot make the creator's e-mail point elsewhere.
 */
function redeemBaseUrl(
  requested: string | undefined,
  {
    publicUrl,
    username,
    primaryUrls,
  }: { publicUrl: string; username: string; primaryUrls: string[] },
): string {
  const own = `${publicUrl.replace(/\/$/, "")}/@${encodeURIComponent(username)}/redeem-gift`;
  if (requested === undefined) return own;
  const allowed = new Set([publicUrl, ...primaryUrls].map((url) => parseUrl(url)?.origin));
  const url = parseUrl(requested);
  if (!url || url.username || url.password || !allowed.has(url.origin)) {
    throw giftErrors.redeemUrlRefused();
  }
  return url.toString();
}

function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

function giftEmail(
  wording: Wording,
  parts: {
    creator: string;
    what: string;
    sender: string;
    recipient: string;
    note: string | undefined;
    link: string;
  },
): string {
  return [
    wording.say("gift.greeting", { recipient: parts.recipient }),
    "",
    wording.say("gift.given", { sender: parts.sender, creator: parts.creator, what: parts.what }),
    ...(parts.note
      ? ["", wording.say("gift.note", { sender: parts.sender, note: parts.note })]
      : []),
    "",
    wording.say("gift.redeem"),
    parts.link,
    "",
    wording.say("gift.free"),
  ].join("\n");
}

function fingerprint(input: GiftInput, charged: Charged, taxed: boolean): string {
  return hashRequest([
    ...taxParts(input, taxed),
    "gift",
    ...chargeParts(input, charged),
    input.senderFirstName,
    input.recipientFirstName,
    input.recipientEmail,
    input.note ?? null,
    input.redeemUrl ?? null,
    input.deliverAt?.toISOString() ?? null,
  ]);
}
