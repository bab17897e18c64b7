import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/connect";
import { passkeys } from "../../db/schema";
import type { SessionProof } from "../auth/start-session";
import { passkeyErrors } from "./passkey-errors";

/** Removes one of the buyer's own passkeys; another buyer's is "not found", as if it did not exist. */
export async function deletePasskey(
  { db }: { db: Db },
  input: { userId: string; passkeyId: string; proof: SessionProof | null },
): Promise<void> {
  if (!input.proof) throw passkeyErrors.proofRequired();
  const deleted = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, input.passkeyId), eq(passkeys.user_id, input.userId)))
    .returning({ id: passkeys.id });
  if (deleted.length === 0) throw passkeyErrors.notFound();
}
