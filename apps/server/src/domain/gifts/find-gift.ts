import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { gifts, orders, productOptions, products, publishers } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { giveBackTry, spendTry } from "../rate-limit/spend-try";
import { giftCodeHmac } from "./gift-code";
import { giftErrors } from "./gift-errors";
import { giftGuesses } from "./gift-limits";

export type FoundGift = NonNullable<Awaited<ReturnType<typeof selectGift>>>;

/**
 * A paid gift by its code, at the creator whose page the link opened, for the redeem page and for
 * redeeming. A wrong code, another creator's code and a gift not paid for answer alike, and each
 * counts against the caller's network (docs/decisions/033). The lookup spends one of the
 * network's tries first and gives it back when it finds the gift, so concurrent wrong codes get
 * no more lookups than the limit (docs/decisions/062).
 */
export async function findGift(
  deps: { db: Db; clock: Clock; secret: Buffer },
  {
    code,
    ip,
    creator,
  }: {
    code: string;
    ip: string;
    creator: { username: string } | { publisherId: string };
  },
): Promise<FoundGift> {
  const limit = giftGuesses(ip);
  const spent = await spendTry(deps, limit);
  if (!spent) throw giftErrors.tooManyGuesses();
  const found = await selectGift(deps, code);
  const sameCreator =
    found &&
    ("username" in creator
      ? found.publisher.username === creator.username
      : found.publisher.id === creator.publisherId);
  if (!found || !sameCreator || found.order.status !== "paid" || !found.gift.expires_at) {
    throw giftErrors.notFound();
  }
  await giveBackTry(deps, limit, spent);
  return found;
}

async function selectGift({ db, secret }: { db: Db; secret: Buffer }, code: string) {
  const [row] = await db
    .select({
      gift: gifts,
      order: orders,
      option: productOptions,
      product: products,
      publisher: publishers,
    })
    .from(gifts)
    .innerJoin(orders, eq(orders.id, gifts.order_id))
    .innerJoin(productOptions, eq(productOptions.id, orders.product_option_id))
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .innerJoin(publishers, eq(publishers.id, gifts.publisher_id))
    .where(eq(gifts.code_hmac, giftCodeHmac(secret, code)));
  return row ?? null;
}
