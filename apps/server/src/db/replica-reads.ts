import type { Clock } from "../security/clock";
import type { Db } from "./database";
import { catalogVersion } from "./schema";
import { isDatabaseUnavailable, unavailableReason } from "./unavailable";

/**
 * Reads that may be answered by a streaming replica (`DATABASE_READ_URL`, docs/decisions/179):
 * the catalog, the creator's page and the funnel report. Only what is given a ReplicaReads reads
 * there; every write, and every other read, uses the primary's handle. With no replica, or while
 * the replica fails, each read is made on the primary: a request never fails because only the
 * replica does.
 */
export interface ReplicaReads {
  /**
   * `load` on the replica, in one read-only snapshot; on the primary when there is no replica,
   * when it failed within the last few seconds, or when its snapshot holds a catalog older than
   * `atLeastCatalogVersion` (the version this process already knows).
   */
  read<T>(load: (db: Db) => Promise<T>, options?: { atLeastCatalogVersion?: number }): Promise<T>;
  /** Whether a replica is configured at all. */
  readonly replicated: boolean;
}

/** What to log; a pino logger or the background loops' logger. */
interface ReplicaLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/** How long the primary takes every read after the replica failed, before it is tried again. */
export const REPLICA_REST_MS = 5_000;

/** Every read on the primary: the embedded database, or Postgres without a read URL. */
export function primaryReads(primary: Db): ReplicaReads {
  return { read: (load) => load(primary), replicated: false };
}

/**
 * Reads on `replica` where they may go, falling back to `primary`. A failure of the replica (it
 * is down, refuses, or cancelled the read for a conflict with what it replays) sends reads to the
 * primary for REPLICA_REST_MS by the clock, with one line in the log, and one more when the
 * replica answers again; any other failure of `load` is the read's own and is thrown as it is.
 */
export function createReplicaReads(deps: {
  primary: Db;
  replica: Db;
  clock: Clock;
  logger: ReplicaLogger;
}): ReplicaReads {
  const { primary, replica, clock, logger } = deps;
  let restingUntil = Number.NEGATIVE_INFINITY;
  let failing = false;

  const onReplica = async <T>(
    load: (db: Db) => Promise<T>,
    atLeast: number | undefined,
  ): Promise<{ value: T } | null> =>
    replica.transaction(
      async (tx) => {
        // The version and the data come from the same snapshot: a replica behind what this
        // process knows is never read, so no cache keeps an older catalog under a newer version.
        if (atLeast !== undefined) {
          const [row] = await tx.select({ version: catalogVersion.version }).from(catalogVersion);
          if ((row?.version ?? 0) < atLeast) return null;
        }
        return { value: await load(tx as unknown as Db) };
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );

  return {
    replicated: true,
    async read<T>(
      load: (db: Db) => Promise<T>,
      { atLeastCatalogVersion }: { atLeastCatalogVersion?: number } = {},
    ): Promise<T> {
      if (clock.now().getTime() < restingUntil) return load(primary);
      let answer: { value: T } | null;
      try {
        answer = await onReplica(load, atLeastCatalogVersion);
      } catch (error) {
        if (!isReplicaFailure(error)) throw error;
        restingUntil = clock.now().getTime() + REPLICA_REST_MS;
        if (!failing) {
          failing = true;
          logger.warn(
            { reason: unavailableReason(error) },
            "the read replica failed; its reads go to the primary until it answers again",
          );
        }
        return load(primary);
      }
      if (failing) {
        failing = false;
        logger.info({}, "the read replica answers again; its reads go to it");
      }
      return answer ? answer.value : load(primary);
    },
  };
}

/**
 * A failure of the database rather than of the read: it could not be reached, or it answered
 * with an error of its own (a SQLSTATE, e.g. 40001 for a read cancelled by a conflict with
 * recovery, or 3D000 for a database it does not have).
 */
function isReplicaFailure(error: unknown): boolean {
  if (isDatabaseUnavailable(error)) return true;
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return true;
    cause = cause.cause;
  }
  return false;
}
