import { createHash } from "node:crypto";
import {
  type Newsletter,
  newsletterSchema,
  type StoreNewsletter,
  type StoreNewsletterSave,
} from "@creator-checkout/core/catalog";
import { and, asc, count, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { newsletterSubscriptions, newsletters } from "../../db/schema";
import type { Clock } from "../../security/clock";
import { newsletterErrors } from "./product-errors";
import { raiseCatalogVersion } from "./raise-catalog-version";

type NewsletterRow = typeof newsletters.$inferSelect;

const newsletterOf = (row: NewsletterRow): Newsletter => newsletterSchema.parse(row);

const versionOf = (newsletter: Newsletter) =>
  createHash("sha256").update(JSON.stringify(newsletter)).digest("base64url").slice(0, 22);

async function replyOf(tx: Db, row: NewsletterRow): Promise<StoreNewsletter> {
  const [counted] = await tx
    .select({ subscribers: count() })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.newsletter_id, row.id));
  const newsletter = newsletterOf(row);
  return { newsletter, version: versionOf(newsletter), subscribers: counted?.subscribers ?? 0 };
}

/** The store's newsletters in the checkout's order, each with its version and subscribers. */
export async function listStoreNewsletters({ db }: { db: Db }, publisherId: string) {
  return db.transaction(
    async (tx) => {
      const rows = await tx
        .select()
        .from(newsletters)
        .where(eq(newsletters.publisher_id, publisherId))
        .orderBy(asc(newsletters.newsletter_order), asc(newsletters.name), asc(newsletters.id));
      const replies: StoreNewsletter[] = [];
      // One after the other: a transaction's statements share its one connection.
      for (const row of rows) replies.push(await replyOf(tx, row));
      return { newsletters: replies };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

/**
 * Makes the newsletter, or changes it if it is still as the caller read it (its version), under
 * its row's lock: of two changes made from one reading one is written. Ids are global, so one
 * held by another store is never taken over. The catalog's version is raised with it, so every
 * page offers the change at once.
 */
export async function saveStoreNewsletter(
  { db, clock }: { db: Db; clock: Clock },
  publisherId: string,
  { version, newsletter }: StoreNewsletterSave,
): Promise<StoreNewsletter> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select()
      .from(newsletters)
      .where(eq(newsletters.id, newsletter.id))
      .for("update");
    if (stored && stored.publisher_id !== publisherId) {
      throw version === null ? newsletterErrors.idTaken() : newsletterErrors.gone();
    }
    if (!stored && version !== null) throw newsletterErrors.gone();
    if (stored && versionOf(newsletterOf(stored)) !== version) throw newsletterErrors.changed();
    const [written] = stored
      ? await tx
          .update(newsletters)
          .set({ ...newsletter, updated_at: clock.now() })
          .where(and(eq(newsletters.id, newsletter.id), eq(newsletters.publisher_id, publisherId)))
          .returning()
      : await tx
          .insert(newsletters)
          .values({ ...newsletter, publisher_id: publisherId })
          .onConflictDoNothing()
          .returning();
    if (!written) throw newsletterErrors.idTaken();
    await raiseCatalogVersion(tx);
    return replyOf(tx, written);
  });
}
