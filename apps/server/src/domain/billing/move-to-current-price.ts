import { optionInCurrency, type PriceMoveReply } from "@creator-checkout/core/catalog";
import { and, asc, count, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { productOptions, products, subscriptions } from "../../db/schema";
import { enqueueMessage } from "../../messaging/enqueue-message";
import type { Clock } from "../../security/clock";
import { productErrors } from "../catalog/product-errors";
import { recordWebhookEvent } from "../webhooks/record-webhook-event";
import { subscriptionEventData } from "../webhooks/webhook-event-data";
import { firstRenewalFrom } from "./price-move";
import { subscriberNotice, subscriberToTell } from "./subscriber-notice";

type Subscription = typeof subscriptions.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Subscribers a price move reaches: renewing, staying, not leaving for another option. */
export const movableSubscriptions = and(
  eq(subscriptions.recurring, true),
  inArray(subscriptions.status, ["TRIALING", "ACTIVE", "PAST_DUE"]),
  eq(subscriptions.cancel_at_period_end, false),
  isNull(subscriptions.next_product_option_id),
);

/** What the subscriber will renew at once any move told of is made. */
export const toldPriceOf = (sub: Pick<Subscription, "moved_renewal_amount" | "renewal_amount">) =>
  sub.moved_renewal_amount ?? sub.renewal_amount;

type Priced = Parameters<typeof optionInCurrency>[0] & { id: string };

/**
 * Per option, how many of its subscribers a move would tell of its current price: those who
 * renew at another price in their currency and were not told of this one. Options with none
 * are left out.
 */
export async function countOlderPrices(
  tx: Db,
  options: readonly Priced[],
): Promise<Record<string, number>> {
  if (options.length === 0) return {};
  const groups = await tx
    .select({
      optionId: subscriptions.product_option_id,
      currency: subscriptions.currency,
      renewal_amount: subscriptions.renewal_amount,
      moved_renewal_amount: subscriptions.moved_renewal_amount,
      n: count(),
    })
    .from(subscriptions)
    .where(
      and(
        inArray(
          subscriptions.product_option_id,
          options.map((option) => option.id),
        ),
        movableSubscriptions,
      ),
    )
    .groupBy(
      subscriptions.product_option_id,
      subscriptions.currency,
      subscriptions.renewal_amount,
      subscriptions.moved_renewal_amount,
    );
  const counts: Record<string, number> = {};
  for (const group of groups) {
    const option = options.find((candidate) => candidate.id === group.optionId);
    const price = option && group.currency ? optionInCurrency(option, group.currency)?.price : null;
    if (price === null || price === undefined || toldPriceOf(group) === price) continue;
    counts[group.optionId] = (counts[group.optionId] ?? 0) + group.n;
  }
  return counts;
}

interface MoveDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
}

/**
 * Moves the option's subscribers to its current price, in their own currency (docs/decisions/181):
 * each is e-mailed now and pays it from their first renewal at least `noticeDays` away. Under the
 * option's share lock (its price cannot change meanwhile) and every subscriber's row lock, so two
 * moves at once tell each subscriber once, and a renewal waits for the move or goes before it.
 */
export async function moveToCurrentPrice(
  deps: MoveDeps,
  input: { publisherId: string; optionId: string; noticeDays: number },
): Promise<PriceMoveReply> {
  const now = deps.clock.now();
  const takesEffectFrom = new Date(now.getTime() + input.noticeDays * DAY_MS);
  return deps.db.transaction(async (tx) => {
    const option = await lockStoreOption(tx, input);
    const found = await tx
      .select()
      .from(subscriptions)
      .where(and(eq(subscriptions.product_option_id, option.id), movableSubscriptions))
      .orderBy(asc(subscriptions.id))
      .for("update");
    const reply: PriceMoveReply = { scheduled: 0, unchanged: 0, without_price: 0 };
    for (const sub of found) {
      const price = sub.currency ? optionInCurrency(option, sub.currency)?.price : null;
      if (price === null || price === undefined) reply.without_price += 1;
      else if (toldPriceOf(sub) === price) reply.unchanged += 1;
      else if (price === sub.renewal_amount) {
        // Back to the price they pay: the move told of is dropped, and nothing more is said.
        await setMove(tx, sub.id, { moved_renewal_amount: null, price_moves_at: null });
        reply.unchanged += 1;
      } else if (await scheduleMove({ ...deps, db: tx }, { sub, price, takesEffectFrom, now }))
        reply.scheduled += 1;
    }
    return reply;
  });
}

async function lockStoreOption(tx: Db, input: { publisherId: string; optionId: string }) {
  const [row] = await tx
    .select({ option: productOptions })
    .from(productOptions)
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .where(and(eq(productOptions.id, input.optionId), eq(products.publisher_id, input.publisherId)))
    .for("share", { of: productOptions });
  if (!row) throw productErrors.optionGone();
  if (!row.option.recurring) throw productErrors.priceMoveOnce(row.option.title);
  if (row.option.price === null) throw productErrors.priceMoveChosen(row.option.title);
  return row.option;
}

async function setMove(
  db: Db,
  subscriptionId: string,
  move: Pick<Subscription, "moved_renewal_amount" | "price_moves_at">,
) {
  await db.update(subscriptions).set(move).where(eq(subscriptions.id, subscriptionId));
}

/** Writes one subscriber's move, tells them, and tells the creator's site; false if it never renews. */
async function scheduleMove(
  deps: MoveDeps,
  input: { sub: Subscription; price: number; takesEffectFrom: Date; now: Date },
): Promise<boolean> {
  const { sub, price, now } = input;
  const movesAt = firstRenewalFrom(sub, input.takesEffectFrom);
  if (!movesAt || sub.currency === null || sub.renewal_amount === null) return false;
  await setMove(deps.db, sub.id, { moved_renewal_amount: price, price_moves_at: movesAt });
  await tellSubscriber(deps, { sub, price, movesAt });
  await recordWebhookEvent(deps, {
    publisherId: sub.publisher_id,
    type: "subscription.price_change_scheduled",
    resourceId: sub.id,
    data: {
      ...subscriptionEventData(sub),
      currency: sub.currency,
      renewal_amount: sub.renewal_amount,
      new_renewal_amount: price,
      price_changes_at: movesAt.toISOString(),
    },
    now,
  });
  return true;
}

/** The notice, in the subscriber's language, by e-mail or (known only by phone) by text. */
async function tellSubscriber(
  deps: MoveDeps,
  { sub, price, movesAt }: { sub: Subscription; price: number; movesAt: Date },
) {
  const to = await subscriberToTell(deps, sub);
  if (!to) return;
  const { wording } = to;
  const date = wording.date(movesAt);
  const currency = sub.currency ?? "";
  const given = wording.say("priceChange.given", {
    creator: to.creator,
    what: to.what,
    old: wording.money(sub.renewal_amount ?? 0, currency),
    new: wording.money(price, currency),
    date,
  });
  const message = subscriberNotice(to, {
    subject: wording.say("priceChange.subject", { creator: to.creator, date }),
    given,
    link: `${deps.publicUrl}/${sub.product_option_id}`,
  });
  await enqueueMessage(deps, message);
}
