import type { ClaimedBuyer } from "@creator-checkout/core/api";
import { and, asc, eq, ne } from "drizzle-orm";
import { AppError } from "../../app-error";
import type { Db } from "../../db/connect";
import { products, subscriptions, users } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { exchangeClaim } from "./exchange-claim";

/**
 * The creator's side of an outbound claim (docs/decisions/038): spends it, once, for the buyer's
 * identity at the publisher whose key made the call, and what they hold there. A claim of
 * another publisher, a sign-in claim, a used or an expired one all get the same answer, so the
 * answer tells a guesser nothing.
 */
export async function exchangeClaimForBuyer(
  deps: { db: Db; clock: Clock; secret: Buffer },
  { publisherId, claim }: { publisherId: string; claim: string },
): Promise<ClaimedBuyer> {
  const { db } = deps;
  const refused = () =>
    new AppError(
      "INVALID_CLAIM",
      400,
      "This claim is not valid: it is unknown, already used, expired, or for another publisher.",
    );
  const { userId } = await exchangeClaim(deps, { publisherId, claim, kinds: ["outbound"] }).catch(
    (error: unknown) => {
      throw error instanceof AppError && error.code === "INVALID_CLAIM" ? refused() : error;
    },
  );
  // A deleted account takes its claims with it; this covers one deleted while being exchanged.
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw refused();
  // Live as on the checkout page: anything not canceled (product.md §4 "Checkout mode").
  const held = await db
    .select({ subscription: subscriptions, productTitle: products.title })
    .from(subscriptions)
    .innerJoin(products, eq(products.id, subscriptions.product_id))
    .where(
      and(
        eq(subscriptions.publisher_id, publisherId),
        eq(subscriptions.user_id, userId),
        ne(subscriptions.status, "CANCELED"),
      ),
    )
    .orderBy(asc(subscriptions.created_at));
  return {
    user_id: user.id,
    email: user.email,
    phone: user.phone,
    verified: user.verified_at !== null,
    has_live_access: held.length > 0,
    access: held.map(({ subscription, productTitle }) => ({
      product_id: subscription.product_id,
      product_title: productTitle,
      product_option_id: subscription.product_option_id,
      status: subscription.status,
      recurring: subscription.recurring,
      current_period_end: subscription.current_period_end?.toISOString() ?? null,
    })),
  };
}
