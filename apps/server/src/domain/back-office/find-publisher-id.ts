import { eq } from "drizzle-orm";
import { notFound } from "../../app-error";
import type { Db } from "../../db/connect";
import { publishers } from "../../db/schema";

/** The id of the publisher `username`; one that does not exist is a 404 that names it. */
export async function findPublisherId({ db }: { db: Db }, username: string): Promise<string> {
  const [publisher] = await db
    .select({ id: publishers.id })
    .from(publishers)
    .where(eq(publishers.username, username));
  if (!publisher) {
    throw notFound(`There is no publisher with the username ${JSON.stringify(username)}.`);
  }
  return publisher.id;
}
