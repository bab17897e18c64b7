import { LRUCache } from "lru-cache";
import type { Db } from "../../db/connect";
import type { ChannelHandlers, StopListening } from "../../db/listen";
import type { ReplicaReads } from "../../db/replica-reads";
import { catalogVersion } from "../../db/schema";
import type { Clock } from "../../security/clock";

/** The channel every catalog import notifies in its transaction (docs/decisions/048). */
export const CATALOG_CHANGED_CHANNEL = "catalog_changed";

/** Where the cache hears of imports made by any process: `Database.listen`. */
export type ListenForChanges = (
  channel: string,
  handlers: ChannelHandlers,
) => Promise<StopListening>;

/** Proof that a value was read after the cache last checked the catalog's version. */
export interface CacheTicket {
  readonly generation: number;
  /** The catalog's version the cache knew when the ticket was taken. */
  readonly version: number;
}

export interface CatalogCache {
  /** The cached value for `key`, or `load()`'s, kept unless the catalog changed meanwhile. */
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
  /**
   * As `read`, but `load` may run on the read replica (docs/decisions/179), and does only in a
   * snapshot whose catalog version is at least the one this cache knows; otherwise, and without a
   * replica, it runs on the primary. `db` is the handle it is to read through.
   */
  readOnReplica<T>(key: string, load: (db: Db) => Promise<T>): Promise<T>;
  /** `load` under readOnReplica's rule, never kept: for reads too many to keep. */
  readLatest<T>(load: (db: Db) => Promise<T>): Promise<T>;
  /** A ticket for values about to be read; waits for a version check when one is due. */
  ticket(): Promise<CacheTicket>;
  /** What is held for `key`, if anything. Take a ticket first, so it is not older than that. */
  peek(key: string): unknown;
  /** Keeps a value read under `ticket`, unless the catalog changed since the ticket. */
  keep(key: string, value: unknown, ticket: CacheTicket): void;
  /**
   * Drops everything now: this process has just committed an import, and its own next read
   * must not wait for the notification (docs/decisions/048).
   */
  changed(): void;
  /** Stops listening for changes. */
  close(): Promise<void>;
}

export interface CatalogCacheOptions {
  /** Most values held; the least recently used goes first. */
  maxEntries: number;
  /** Most characters held over all keys and values (a value's size is its JSON's length). */
  maxChars: number;
  /**
   * How long the version read from the database is trusted: the bound on a stale catalog when
   * a notification is lost (the listening connection is down, or there is none).
   */
  recheckMs: number;
}

export const defaultCatalogCacheOptions: CatalogCacheOptions = {
  maxEntries: 2_000,
  maxChars: 16_000_000,
  recheckMs: 5_000,
};

interface Held {
  value: unknown;
}

/** A cache key for a read and its arguments; the name keeps different reads apart. */
export function catalogKey(read: string, args: unknown): string {
  return JSON.stringify([read, args]);
}

/** Characters a value and its key hold (a GraphQL answer's key holds its whole document). */
function sizeOf(held: Held, key: string): number {
  const value = held.value;
  const chars = typeof value === "string" ? value.length : (JSON.stringify(value)?.length ?? 0);
  return key.length + chars;
}

/**
 * Catalog reads kept in memory. The catalog changes only on import, which raises the version in
 * `catalog_version` and notifies CATALOG_CHANGED_CHANNEL in its transaction: a notification drops
 * everything at once, and the version is read again at least every `recheckMs`, so a lost
 * notification leaves the cache stale for that long at most, never longer. A value read while the
 * catalog changed (its ticket is of an earlier generation) is not kept. Values are shared by every
 * caller: never change one.
 */
export async function createCatalogCache(
  deps: { db: Db; clock: Clock; listen?: ListenForChanges; replicaReads?: ReplicaReads },
  options: CatalogCacheOptions = defaultCatalogCacheOptions,
): Promise<CatalogCache> {
  const { db, clock, replicaReads } = deps;
  const held = new LRUCache<string, Held>({
    max: options.maxEntries,
    maxSize: options.maxChars,
    sizeCalculation: sizeOf,
  });
  let generation = 0;
  let knownVersion: number | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;

  const dropAll = () => {
    generation++;
    held.clear();
  };
  const forgetVersion = () => {
    dropAll();
    knownVersion = null;
    checkedAt = Number.NEGATIVE_INFINITY;
  };

  const checkVersion = async () => {
    const startedAt = clock.now().getTime();
    const [row] = await db.select({ version: catalogVersion.version }).from(catalogVersion);
    const version = row?.version ?? 0;
    if (version !== knownVersion) {
      dropAll();
      knownVersion = version;
    }
    checkedAt = startedAt;
  };

  const ticket = async (): Promise<CacheTicket> => {
    if (clock.now().getTime() - checkedAt >= options.recheckMs) {
      checking ??= checkVersion().finally(() => {
        checking = null;
      });
      await checking;
    }
    return { generation, version: knownVersion ?? 0 };
  };

  // The version read from the replica's snapshot must be at least the ticket's: a lagging replica
  // never puts an older catalog in the cache under the version this process knows.
  const loadUnder = <T>(readUnder: CacheTicket, load: (db: Db) => Promise<T>): Promise<T> =>
    replicaReads ? replicaReads.read(load, { atLeastCatalogVersion: readUnder.version }) : load(db);

  const keep = (key: string, value: unknown, readUnder: CacheTicket) => {
    if (readUnder.generation === generation) held.set(key, { value });
  };

  const stopListening = deps.listen
    ? await deps.listen(CATALOG_CHANGED_CHANNEL, {
        onNotify: forgetVersion,
        onReset: forgetVersion,
      })
    : null;

  return {
    async read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const readUnder = await ticket();
      const hit = held.get(key);
      if (hit) return hit.value as T;
      const value = await load();
      keep(key, value, readUnder);
      return value;
    },
    async readOnReplica<T>(key: string, load: (db: Db) => Promise<T>): Promise<T> {
      const readUnder = await ticket();
      const hit = held.get(key);
      if (hit) return hit.value as T;
      const value = await loadUnder(readUnder, load);
      keep(key, value, readUnder);
      return value;
    },
    readLatest: async (load) => loadUnder(await ticket(), load),
    ticket,
    peek: (key) => held.get(key)?.value,
    keep,
    changed: forgetVersion,
    close: async () => {
      await stopListening?.();
    },
  };
}
