import { and, eq, isNull, ne, or } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { users } from "../../db/schema";

/**
 * Keeps the language of the page a buyer pays on, for the e-mails that follow later (a renewal
 * that fails, a refund). Writes only when it changed (docs/decisions/107).
 */
export async function rememberBuyerLanguage(
  { db }: { db: Db },
  { userId, locale }: { userId: string; locale: string },
): Promise<void> {
  await db
    .update(users)
    .set({ locale })
    .where(and(eq(users.id, userId), or(isNull(users.locale), ne(users.locale, locale))));
}
