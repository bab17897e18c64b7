import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { users } from "../../db/schema";
import type { Identity } from "./identity";

export async function findUser({ db }: { db: Db }, identity: Identity) {
  const [user] = await db
    .select()
    .from(users)
    .where(
      identity.kind === "email" ? eq(users.email, identity.email) : eq(users.phone, identity.phone),
    );
  return user ?? null;
}
