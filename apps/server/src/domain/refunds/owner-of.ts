import { eq } from "drizzle-orm";
import { AppError } from "../../app-error";
import type { Db } from "../../db/connect";
import { orders, subscriptions } from "../../db/schema";
import { refundErrors } from "./refund-errors";

// The operator's publisher command names an order or a subscription, not the publisher: it acts
// for the publisher that owns it.

export async function publisherOfOrder(db: Db, orderId: string): Promise<string> {
  const [order] = await db
    .select({ publisherId: orders.publisher_id })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) throw refundErrors.orderNotFound();
  return order.publisherId;
}

export async function publisherOfSubscription(db: Db, subscriptionId: string): Promise<string> {
  const [sub] = await db
    .select({ publisherId: subscriptions.publisher_id })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!sub) {
    throw new AppError("SUBSCRIPTION_NOT_FOUND", 404, "There is no such subscription here.");
  }
  return sub.publisherId;
}
