import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publishers } from "../../db/schema";
import { type CatalogCache, catalogKey } from "../catalog/catalog-cache";
import { authErrors } from "./auth-errors";
import type { Identity } from "./identity";

/**
 * The publisher a sign-in is for, refusing a method the publisher does not offer; read through
 * the catalog cache when one is given.
 */
export async function getSignInPublisher(
  { db, catalogCache }: { db: Db; catalogCache?: CatalogCache | undefined },
  { publisherId, identity }: { publisherId: string; identity?: Identity },
) {
  const read = async () => {
    const [row] = await db.select().from(publishers).where(eq(publishers.id, publisherId));
    return row ?? null;
  };
  const publisher = catalogCache
    ? await catalogCache.read(catalogKey("signInPublisher", publisherId), read)
    : await read();
  if (!publisher) throw authErrors.unknownPublisher();
  if (identity && !publisher.authentication_methods.includes(identity.kind)) {
    throw authErrors.methodNotOffered(identity.kind === "email" ? "e-mail" : "text message");
  }
  return publisher;
}
