import type { passkeys } from "../../db/schema";

/** A passkey as its owner sees it in the list: never its key or its credential id. */
export function passkeyView(row: typeof passkeys.$inferSelect) {
  return {
    id: row.id,
    device_type: row.device_type,
    backed_up: row.backed_up,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}
