import { isUuid } from "@/lib/is-uuid";
import type { PageEvent } from "@/lib/page-events";
import type { QueryParams } from "@/lib/read-query-params";
import type { AnalyticsIdentity } from "./analytics-identity";

/** page_view's own fields: the conversation, and the option the address names where it is one. */
export function pageViewFields(arrival: Pick<QueryParams, "conversationId" | "productOptionId">) {
  return {
    conversation_id: arrival.conversationId,
    product_option_id:
      arrival.productOptionId !== null && isUuid(arrival.productOptionId)
        ? arrival.productOptionId
        : null,
  };
}

/** What the tracker remembers between the page's events. */
export interface TrackerMemory {
  /** The open checkout's product type, for user_payment. */
  productType: string | null;
  /** The orders user_payment was sent for. */
  paidOrders: ReadonlySet<string>;
}

/** What the tracker does about one of the page's events, in this order. */
export interface TrackerReaction {
  productType?: string;
  paidOrder?: string;
  identity?: Partial<AnalyticsIdentity>;
  /** The publisher whose checkout is shown: events may go from now on. */
  ready?: string;
  track?: { name: string; fields: Record<string, unknown> };
}

/**
 * The tracker's answer to `event` (product.md §4 and §7): a shown checkout lets events go, a
 * sign-in is a user_login, a paid order a user_payment, once per payment however often the
 * success is announced.
 */
export function reactionTo(
  event: PageEvent,
  memory: TrackerMemory,
  conversationId: string | null,
): TrackerReaction {
  switch (event.type) {
    case "checkout-opened":
      return {
        productType: event.productType,
        identity: { publisher_id: event.publisherId },
        ready: event.publisherId,
      };
    case "signed-in":
      return {
        identity: { user_id: event.userId },
        track: { name: "user_login", fields: { user_id: event.userId } },
      };
    case "signed-out":
      return { identity: { user_id: null } };
    case "purchase-succeeded": {
      if (memory.paidOrders.has(event.orderId)) return {};
      const fields = {
        conversation_id: conversationId,
        user_state_id: event.orderId,
        product_type: event.isTrial ? "trial" : (memory.productType ?? "unknown"),
        custom_price: event.customPriceMinor === null ? null : String(event.customPriceMinor),
        currency: event.currency.toUpperCase(),
        product_option_id: event.productOptionId,
        promotion_code: event.discount?.code ?? null,
        discount_amount: event.discount ? String(event.discount.amountMinor) : null,
      };
      return { paidOrder: event.orderId, track: { name: "user_payment", fields } };
    }
  }
}
