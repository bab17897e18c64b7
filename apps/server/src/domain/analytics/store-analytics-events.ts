import type { AnalyticsEvent } from "@creator-checkout/core/analytics";
import type { Db } from "../../db/connect";
import { analyticsEvents, analyticsForwarding } from "../../db/schema";

type AnalyticsEventRow = typeof analyticsEvents.$inferInsert;

/**
 * An event as a row: the columns the dashboard filters on, and the rest of its validated fields
 * in `properties`. Nothing else about the request (its address, its headers) is kept
 * (docs/decisions/041).
 */
export function analyticsEventRow(event: AnalyticsEvent): AnalyticsEventRow {
  const properties: Record<string, unknown> = {
    url: event.url,
    path: event.path,
    referrer: event.referrer,
    locale: event.locale,
    title: event.title,
    width: event.width,
    height: event.height,
  };
  if (event.type === "pay:user_payment") {
    properties.product_type = event.product_type;
    properties.currency = event.currency;
    properties.custom_price = event.custom_price;
    properties.user_state_id = event.user_state_id;
    properties.promotion_code = event.promotion_code;
    properties.discount_amount = event.discount_amount;
  }
  if (event.type === "pay:web_vital") {
    properties.name = event.name;
    properties.value = event.value;
    properties.rating = event.rating;
  }
  const hasConversation = event.type === "pay:page_view" || event.type === "pay:user_payment";
  const hasOption = hasConversation;
  return {
    type: event.type,
    publisher_id: event.publisher_id,
    session_id: event.session_id,
    user_id: event.user_id,
    conversation_id: hasConversation ? event.conversation_id : null,
    product_option_id: hasOption ? event.product_option_id : null,
    campaign_name: event.campaign.name ?? null,
    campaign_source: event.campaign.source ?? null,
    campaign_medium: event.campaign.medium ?? null,
    campaign_term: event.campaign.term ?? null,
    campaign_content: event.campaign.content ?? null,
    properties,
  };
}

/**
 * Stores events in one multi-row INSERT. While forwarding is configured, each event's place in
 * the forwarding queue is written in the same transaction, so an event is stored and queued
 * together or not at all (docs/decisions/040).
 */
export async function storeAnalyticsEvents(
  { db }: { db: Db },
  { events, forward }: { events: readonly AnalyticsEvent[]; forward: boolean },
): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map(analyticsEventRow);
  if (!forward) {
    await db.insert(analyticsEvents).values(rows);
    return;
  }
  await db.transaction(async (tx) => {
    const stored = await tx
      .insert(analyticsEvents)
      .values(rows)
      .returning({ id: analyticsEvents.id });
    await tx.insert(analyticsForwarding).values(stored.map(({ id }) => ({ event_id: id })));
  });
}
