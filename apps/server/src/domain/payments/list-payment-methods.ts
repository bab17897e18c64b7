import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { paymentCustomers, paymentMethods } from "../../db/schema";
import { paymentMethodView } from "./payment-method-view";

/** product.md §7 "GET /me/payment": saved cards by numeric id (product.md §9), and which is the default. */
export async function listPaymentMethods(
  { db }: { db: Db },
  { publisherId, userId, gateway }: { publisherId: string; userId: string; gateway: string },
) {
  const [customer] = await db
    .select()
    .from(paymentCustomers)
    .where(
      and(
        eq(paymentCustomers.publisher_id, publisherId),
        eq(paymentCustomers.user_id, userId),
        eq(paymentCustomers.gateway, gateway),
      ),
    );
  const rows = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.publisher_id, publisherId),
        eq(paymentMethods.user_id, userId),
        eq(paymentMethods.gateway, gateway),
      ),
    )
    .orderBy(asc(paymentMethods.id));
  const defaultId = customer?.default_payment_method_id ?? null;
  const methods = rows.map((row) => paymentMethodView(row, defaultId));
  return {
    payment_methods: methods,
    payment_method_default: methods.find((m) => m.isDefault)?.id ?? null,
  };
}
