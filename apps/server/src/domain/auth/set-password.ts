import { hash } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { users } from "../../db/schema";

/** Stores an argon2id hash of the signed-in user's new password. */
export async function setPassword(
  { db }: { db: Db },
  { userId, password }: { userId: string; password: string },
) {
  const passwordHash = await hash(password, { algorithm: 2 });
  await db
    .update(users)
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}
