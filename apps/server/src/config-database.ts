import { z } from "zod";
import { parseHostList } from "./db/hosts";

/**
 * A postgres:// URL as libpq reads it: one host, or several separated by commas with
 * `target_session_attrs=read-write` to reach whichever is the primary (docs/decisions/183). The
 * message names what is wrong, never the URL, which may hold a password.
 */
const postgresUrl = z
  .string()
  .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
  .superRefine((url, context) => {
    try {
      parseHostList(url);
    } catch (error) {
      context.addIssue({ code: "custom", message: (error as Error).message });
    }
  });

/** The settings that say how to reach Postgres, beside DATABASE_URL (docs/deploy.md). */
export const databaseSettings = {
  DATABASE_URL: postgresUrl.optional(),
  // Behind a pooler in transaction mode (PgBouncer), `transaction`; DATABASE_DIRECT_URL then
  // names the database itself, for what must outlive a transaction (docs/decisions/176).
  DATABASE_POOL_MODE: z.enum(["session", "transaction"]).default("session"),
  DATABASE_DIRECT_URL: postgresUrl.optional(),
  // A streaming replica for the reads that may lag (docs/decisions/179); with DATABASE_URL only,
  // and said to be ignored at start on the embedded database.
  DATABASE_READ_URL: postgresUrl.optional(),
};

function databaseSettingsProblem(values: {
  DATABASE_URL?: string | undefined;
  DATABASE_DIRECT_URL?: string | undefined;
  DATABASE_POOL_MODE: "session" | "transaction";
}): string | undefined {
  if (
    !values.DATABASE_URL &&
    (values.DATABASE_DIRECT_URL || values.DATABASE_POOL_MODE !== "session")
  )
    return "DATABASE_URL: required with DATABASE_POOL_MODE and DATABASE_DIRECT_URL";
  if (values.DATABASE_POOL_MODE === "transaction" && !values.DATABASE_DIRECT_URL)
    return "DATABASE_DIRECT_URL: required with DATABASE_POOL_MODE=transaction, for LISTEN and the migrations' lock, which a pooler in transaction mode cannot carry";
  return undefined;
}

/** What connectDatabase needs of the configuration, for the server and every command alike. */
export function databaseOptionsOf(config: {
  DATABASE_URL?: string | undefined;
  DATABASE_DIRECT_URL?: string | undefined;
  DATABASE_READ_URL?: string | undefined;
  DATABASE_POOL_MODE: "session" | "transaction";
  DATA_DIR: string;
}) {
  return {
    databaseUrl: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    readUrl: config.DATABASE_URL ? config.DATABASE_READ_URL : undefined,
    poolMode: config.DATABASE_POOL_MODE,
    dataDir: config.DATA_DIR,
  };
}

/** Refuses settings that cannot work together, as loadConfig refuses any other. */
export function checkDatabaseSettings(values: Parameters<typeof databaseSettingsProblem>[0]): void {
  const problem = databaseSettingsProblem(values);
  if (problem) throw new Error(`Invalid configuration:\n  ${problem}`);
}

/**
 * The start's line about DATABASE_READ_URL: which reads go to the replica, or that it is ignored
 * because the embedded database has none; null when it is not set.
 */
export function readReplicaStartLine(config: {
  DATABASE_URL?: string | undefined;
  DATABASE_READ_URL?: string | undefined;
}): { level: "info" | "warn"; message: string } | null {
  if (!config.DATABASE_READ_URL) return null;
  if (!config.DATABASE_URL)
    return {
      level: "warn",
      message:
        "DATABASE_READ_URL is ignored: the embedded database has no replica; set DATABASE_URL to use one",
    };
  return {
    level: "info",
    message:
      "reads from a replica (DATABASE_READ_URL): the catalog, the creator's page and the funnel report; the primary takes them while it fails",
  };
}
