import { createHash } from "node:crypto";
import { canBeGiven } from "@creator-checkout/core/checkout";
import { discountMinor } from "@creator-checkout/core/discounts";
import { addInterval } from "@creator-checkout/core/pricing";
import { normalizeCountry, SHIPPED_TAX_RATES } from "@creator-checkout/core/tax";
import { and, eq } from "drizzle-orm";
import type { VatNumberRegistry } from "../../adapters/vies/vies";
import { gifts, orders, productOptions, products, publishers } from "../../db/schema";
import { enqueueMessage } from "../../messaging/enqueue-message";
import { type Wording, wordingFor } from "../../messaging/wording/wording";
import { randomToken } from "../../security/keyed-hash";
import { lockDiscount, reserveRedemption, rulesOf } from "../discounts/reserve-redemption";
import { spendCodeTry } from "../discounts/spend-code-try";
import { findCardToCharge } from "../payments/find-card-to-charge";
import { paymentErrors } from "../payments/payment-errors";
import { chargeOrder } from "../purchases/charge-order";
import { finishOrder } from "../purchases/finish-order";
import type { OrderResult } from "../purchases/order-result";
import type { PaymentDeps } from "../purchases/payment-deps";
import { optionPriced } from "../purchases/purchase-amount";
import { purchaseErrors } from "../purchases/purchase-errors";
import {
  type BuyerTaxInput,
  consultVies,
  purchaseTax,
  requireShownTotal,
  taxColumns,
} from "../purchases/purchase-tax";
import { resumeOrder } from "../purchases/resume-order";
import { giftCodeHmac } from "./gift-code";
import { giftErrors } from "./gift-errors";
import { GIFT_VALID_YEARS } from "./gift-limits";

export interface GiftInput extends BuyerTaxInput {
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

/**
 * product.md §4 "Checkout gift" on the server: the giver pays one term of the option (a
 * subscription's single billing interval, never its trial) for someone else. The order goes
 * through the purchase machinery (principle P6, docs/decisions/011) but holds no product for the
 * giver (docs/decisions/033); the gift, its code's HMAC and the recipient's e-mail, held until
 * the order is paid, are committed with the order, before any charge.
 */
export async function purchaseGift(
  deps: PaymentDeps & { secret: Buffer; vies: VatNumberRegistry },
  input: GiftInput,
): Promise<OrderResult> {
  const { db, gateway, clock } = deps;
  const now = clock.now();
  const [found] = await db
    .select({ option: productOptions, product: products, publisher: publishers })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .innerJoin(publishers, eq(publishers.id, products.publisher_id))
    .where(
      and(
        eq(productOptions.id, input.productOptionId),
        eq(products.publisher_id, input.publisherId),
      ),
    );
  if (!found) throw purchaseErrors.unknownOption();
  const { product, publisher } = found;
  const option = optionPriced(found.option, input.currency);
  if (option.price === null || !canBeGiven({ productType: product.type, price: option.price }))
    throw giftErrors.notGiftable();
  const amount = option.price;
  if (input.deliverAt && input.deliverAt > addInterval(now, GIFT_VALID_YEARS, "year")) {
    throw giftErrors.deliverAtTooLate();
  }
  const redeemBase = redeemBaseUrl(input.redeemUrl, {
    publicUrl: deps.publicUrl,
    username: publisher.username,
    primaryUrls: publisher.primary_urls,
  });
  const byKey = and(
    eq(orders.user_id, input.userId),
    eq(orders.idempotency_key, input.idempotencyKey),
  );
  // A repeat answers as the first request did, before anything is checked again.
  const requestFingerprint = fingerprint(
    input,
    { amount, otherCurrency: option.currency === found.option.currency ? null : option.currency },
    publisher.tax !== null,
  );
  const [existing] = await db.select().from(orders).where(byKey);
  if (existing) return resumeExisting(deps, existing, requestFingerprint);
  const card =
    amount > 0
      ? await findCardToCharge(deps, {
          publisherId: input.publisherId,
          userId: input.userId,
          gateway: gateway.name,
          sourceId: input.sourceId,
        })
      : null;
  // A gift is taxed like a purchase, on the giver's evidence: the giver is the buyer.
  const tax = purchaseTax(
    {
      settings: publisher.tax,
      rates: deps.taxRates ?? SHIPPED_TAX_RATES,
      at: now,
      cardCountry: card?.country ?? null,
      vies: await consultVies(deps, publisher.tax, input),
    },
    input,
  );

  const code = randomToken();
  const link = new URL(redeemBase);
  link.searchParams.set("code", code);
  // A code's try is spent first and given back once it applied (docs/decisions/095).
  const tries =
    input.promotionCode === undefined
      ? null
      : await spendCodeTry(deps, { ip: input.ip ?? "unknown", userId: input.userId });
  const order = await db.transaction(async (tx) => {
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
    if (due > 0 && !card) {
      throw input.sourceId ? paymentErrors.unknownPaymentMethod() : paymentErrors.noPaymentMethod();
    }
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
    if (!placed) return null;
    const inserted = held
      ? (
          await reserveRedemption(
            { db: tx },
            { held: { ...held, discountToday: discount }, order: placed },
          )
        ).order
      : placed;
    const message = await enqueueMessage(
      { db: tx, clock },
      {
        channel: "email",
        recipient: input.recipientEmail,
        subject: wordingFor(input.locale).say("gift.subject", {
          sender: input.senderFirstName,
          creator: publisher.name,
        }),
        body: giftEmail(wordingFor(input.locale), {
          creator: publisher.name,
          what: wordingFor(input.locale).say("payment.what", {
            product: product.title,
            option: option.title,
          }),
          sender: input.senderFirstName,
          recipient: input.recipientFirstName,
          note: input.note,
          link: link.toString(),
        }),
        runAt: HELD_UNTIL_PAID,
      },
    );
    await tx.insert(gifts).values({
      publisher_id: input.publisherId,
      order_id: inserted.id,
      code_hmac: giftCodeHmac(deps.secret, code),
      sender_first_name: input.senderFirstName,
      recipient_first_name: input.recipientFirstName,
      recipient_email: input.recipientEmail,
      note: input.note ?? null,
      deliver_at: input.deliverAt ?? null,
      message_id: message.id,
    });
    return inserted;
  });
  if (!order) {
    // The same key raced this request: its order answers.
    const [raced] = await db.select().from(orders).where(byKey);
    if (!raced) throw purchaseErrors.inProgress();
    return resumeExisting(deps, raced, requestFingerprint);
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

function fingerprint(
  input: GiftInput,
  { amount, otherCurrency }: { amount: number; otherCurrency: string | null },
  taxed: boolean,
): string {
  return createHash("sha256")
    .update(
      JSON.stringify([
        // What the giver said of their country and business, only where tax is collected, so
        // other gifts' keys keep their fingerprints.
        ...(taxed ? [normalizeCountry(input.country), input.vatNumber?.trim() || null] : []),
        "gift",
        input.productOptionId,
        amount,
        input.sourceId ?? null,
        ...(input.promotionCode === undefined ? [] : [input.promotionCode]),
        // Only where the giver pays in another than the option's first currency, so earlier
        // gifts' keys keep their fingerprints.
        ...(otherCurrency === null ? [] : [{ currency: otherCurrency }]),
        input.senderFirstName,
        input.recipientFirstName,
        input.recipientEmail,
        input.note ?? null,
        input.redeemUrl ?? null,
        input.deliverAt?.toISOString() ?? null,
      ]),
    )
    .digest("hex");
}

function resumeExisting(
  deps: PaymentDeps,
  order: typeof orders.$inferSelect,
  requestFingerprint: string,
) {
  if (order.request_fingerprint !== requestFingerprint) throw purchaseErrors.keyReused();
  return resumeOrder(deps, order);
}
