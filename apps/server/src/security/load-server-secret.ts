import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/connect";
import { serverSecrets } from "../db/schema";

/**
 * The server's signing and hashing key: `APP_SECRET` when the operator sets it, otherwise one
 * made on first start and kept in the database, so every process shares it and restarts keep
 * sessions and codes valid.
 */
export async function loadServerSecret(
  { db }: { db: Db },
  { configured }: { configured: string | undefined },
): Promise<Buffer> {
  if (configured) return Buffer.from(configured, "utf8");
  await db
    .insert(serverSecrets)
    .values({ name: "app", value: randomBytes(32).toString("base64") })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, "app"));
  if (!row) throw new Error("the server secret could not be stored");
  return Buffer.from(row.value, "base64");
}
