import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { passkeys } from "../../db/schema";
import type { SessionProof } from "../auth/start-session";
import { passkeyErrors } from "./passkey-errors";
import { passkeyView } from "./passkey-view";

/** The buyer's passkeys, oldest first; only a proven session sees them (docs/decisions/019). */
export async function listPasskeys(
  { db }: { db: Db },
  { userId, proof }: { userId: string; proof: SessionProof | null },
) {
  if (!proof) throw passkeyErrors.proofRequired();
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.user_id, userId))
    .orderBy(asc(passkeys.created_at), asc(passkeys.id));
  return { passkeys: rows.map(passkeyView) };
}
