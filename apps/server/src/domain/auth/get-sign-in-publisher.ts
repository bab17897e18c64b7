import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { publishers } from "../../db/schema";
import { authErrors } from "./auth-errors";
import type { Identity } from "./identity";

/** The publisher a sign-in is for, refusing a method the publisher does not offer. */
export async function getSignInPublisher(
  { db }: { db: Db },
  { publisherId, identity }: { publisherId: string; identity?: Identity },
) {
  const [publisher] = await db.select().from(publishers).where(eq(publishers.id, publisherId));
  if (!publisher) throw authErrors.unknownPublisher();
  if (identity && !publisher.authentication_methods.includes(identity.kind)) {
    throw authErrors.methodNotOffered(identity.kind === "email" ? "e-mail" : "text message");
  }
  return publisher;
}
