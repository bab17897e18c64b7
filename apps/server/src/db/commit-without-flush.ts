import { sql } from "drizzle-orm";

/**
 * A CTE body that makes the statement running it commit without waiting for its WAL to reach
 * the disk (`synchronous_commit = off` for that one transaction), so its row locks are freed at
 * once. Only for writes that may be lost, whole, if the database server itself crashes in the
 * next few hundred milliseconds (docs/decisions/055); the CTE must be referenced to run.
 */
export const commitWithoutFlushSql = sql`SELECT set_config('synchronous_commit', 'off', true)`;
