import type { CheckoutNewsletter } from "@creator-checkout/core/catalog";

/** product.md §5 and 9: a group of newsletters shows 3 lists at first. */
export const NEWSLETTERS_SHOWN_AT_FIRST = 3;

/**
 * The lists a group shows before "Show more" (product.md §5): 3, or as many as the buyer is already
 * subscribed to if that is more. The subscribed lists are always among them, wherever their
 * newsletter_order puts them, and so is a list just chosen: "Show less" never hides a tick.
 * The rest are the first lists by newsletter_order; the order shown stays newsletter_order.
 */
export function collapsedLists<TList extends Pick<CheckoutNewsletter, "id">>(
  lists: readonly TList[],
  subscribed: ReadonlySet<string>,
  chosen: ReadonlySet<string>,
): TList[] {
  const subscribedHere = lists.filter((list) => subscribed.has(list.id)).length;
  let room = Math.max(NEWSLETTERS_SHOWN_AT_FIRST, subscribedHere) - subscribedHere;
  return lists.filter((list) => {
    if (subscribed.has(list.id)) return true;
    if (room > 0) {
      room -= 1;
      return true;
    }
    return chosen.has(list.id);
  });
}
