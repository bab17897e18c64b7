import type { ListedCustomer } from "@creator-checkout/core/api";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/connect";
import {
  customers,
  customProperties,
  newsletterSubscriptions,
  newsletters,
  users,
} from "../../db/schema";
import type { ListPosition } from "./list-cursor";
import type { ListFilter } from "./list-filter";
import { cutPage, keysetConditions, type ListPage, newestFirst, positionOf } from "./list-page";

const keyset = { createdAt: customers.created_at, id: customers.user_id };

/**
 * One page of a publisher's customers, newest first: their contact, their answers to the
 * publisher's custom fields (labelled by property) and the newsletters they chose there.
 */
export async function listCustomers(
  { db }: { db: Db },
  input: { publisherId: string; filter: ListFilter; after: ListPosition | null; limit: number },
): Promise<ListPage<ListedCustomer>> {
  const { filter } = input;
  const rows = await db
    .select({
      id: customers.user_id,
      position: positionOf(customers.created_at),
      created_at: customers.created_at,
      answers: customers.custom_properties,
      email: users.email,
      phone: users.phone,
    })
    .from(customers)
    .innerJoin(users, eq(users.id, customers.user_id))
    .where(
      and(
        eq(customers.publisher_id, input.publisherId),
        filter.email === null ? undefined : eq(users.email, filter.email),
        filter.phone === null ? undefined : eq(users.phone, filter.phone),
        ...keysetConditions(keyset, filter, input.after),
      ),
    )
    .orderBy(...newestFirst(keyset))
    .limit(input.limit + 1);
  const page = cutPage(rows, input.limit);
  const labels = await propertyLabels(db, input.publisherId);
  const chosen = await chosenNewsletters(
    db,
    input.publisherId,
    page.rows.map((row) => row.id),
  );
  return {
    rows: page.rows.map((row) => ({
      id: row.id,
      created_at: row.created_at.toISOString(),
      email: row.email,
      phone: row.phone,
      custom_properties: Object.entries(row.answers).map(([id, value]) => ({
        id,
        label: labels.get(id) ?? null,
        value,
      })),
      newsletters: chosen.get(row.id) ?? [],
    })),
    next: page.next,
  };
}

/** The labels of the publisher's custom properties, by id. */
export async function propertyLabels(db: Db, publisherId: string): Promise<Map<string, string>> {
  const properties = await db
    .select({ id: customProperties.id, label: customProperties.label })
    .from(customProperties)
    .where(eq(customProperties.publisher_id, publisherId));
  return new Map(properties.map((property) => [property.id, property.label]));
}

async function chosenNewsletters(db: Db, publisherId: string, userIds: string[]) {
  const byUser = new Map<string, ListedCustomer["newsletters"]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({
      userId: newsletterSubscriptions.user_id,
      id: newsletters.id,
      name: newsletters.name,
      subscribedAt: newsletterSubscriptions.subscribed_at,
    })
    .from(newsletterSubscriptions)
    .innerJoin(newsletters, eq(newsletters.id, newsletterSubscriptions.newsletter_id))
    .where(
      and(
        eq(newsletterSubscriptions.publisher_id, publisherId),
        inArray(newsletterSubscriptions.user_id, userIds),
      ),
    )
    .orderBy(asc(newsletters.newsletter_order), asc(newsletters.name));
  for (const row of rows) {
    const list = byUser.get(row.userId) ?? [];
    list.push({ id: row.id, name: row.name, subscribed_at: row.subscribedAt.toISOString() });
    byUser.set(row.userId, list);
  }
  return byUser;
}
