import { and, eq, isNotNull } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { orders, productOptions, products, users } from "../../db/schema";
import { invoiceErrors } from "./invoice-errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whose invoice is asked for: a buyer's own, or any of a creator's (with their key). */
export type InvoiceReader = { publisherId: string; userId: string } | { publisherId: string };

/**
 * A paid order's invoice as its number was given (docs/decisions/131, 132): the order's figures,
 * the seller copied then, and the buyer. One answer for an order that is not the reader's, not
 * paid, or free, so an id learns nothing of another buyer's orders.
 */
export async function findInvoice(
  { db }: { db: Db },
  { orderId, reader }: { orderId: string; reader: InvoiceReader },
) {
  if (!UUID.test(orderId)) throw invoiceErrors.notFound();
  const [found] = await db
    .select({
      order: orders,
      optionTitle: productOptions.title,
      productTitle: products.title,
      email: users.email,
      phone: users.phone,
      locale: users.locale,
    })
    .from(orders)
    .innerJoin(productOptions, eq(productOptions.id, orders.product_option_id))
    .innerJoin(products, eq(products.id, productOptions.product_id))
    .innerJoin(users, eq(users.id, orders.user_id))
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.publisher_id, reader.publisherId),
        "userId" in reader ? eq(orders.user_id, reader.userId) : undefined,
        isNotNull(orders.invoice_number),
      ),
    );
  if (!found?.order.invoice_number || !found.order.invoice_seller || !found.order.paid_at) {
    throw invoiceErrors.notFound();
  }
  const { order } = found;
  return {
    number: found.order.invoice_number,
    issuedAt: order.paid_at as Date,
    order,
    seller: found.order.invoice_seller,
    buyer: { email: found.email, phone: found.phone, locale: found.locale },
    productTitle: found.productTitle,
    optionTitle: found.optionTitle,
  };
}

export type FoundInvoice = Awaited<ReturnType<typeof findInvoice>>;
