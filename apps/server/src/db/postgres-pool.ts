import pg from "pg";
import { clientReaching } from "./hosts";
import { backoffDelays, connectWithBackoff } from "./unavailable";

/**
 * How the server reaches Postgres: straight, or through a pooler (PgBouncer) in `transaction`
 * mode, which hands each transaction to any of its server connections, so nothing may outlive a
 * transaction: no named prepared statement, no session setting, no session lock, no LISTEN.
 */
export type PoolMode = "session" | "transaction";

/** How long, at most, a request waits for a connection that cannot be opened, then answers 503. */
const REQUEST_CONNECT_MS = 5_000;

/** How long opening one connection may take: a host that is gone fails like one that refuses. */
const CONNECT_TIMEOUT_MS = 3_000;

class BoundedClient extends pg.Client {
  constructor(config: pg.ClientConfig = {}) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

/**
 * A client that sends every statement unnamed: Drizzle's `.prepare(name)` then costs a parse per
 * call, but no connection is expected to remember a statement another one was handed.
 */
class UnnamedStatementsClient extends BoundedClient {}
const namedQuery = pg.Client.prototype.query;
UnnamedStatementsClient.prototype.query = function (
  this: pg.Client,
  config: unknown,
  ...rest: unknown[]
) {
  // A plain query's settings only: a submittable (a cursor, a stream) is passed as it is.
  const unnamed =
    typeof config === "object" && config !== null && "name" in config && !("submit" in config)
      ? { ...config, name: undefined }
      : config;
  return (namedQuery as (...args: unknown[]) => unknown).call(this, unnamed, ...rest);
} as typeof pg.Client.prototype.query;

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pool whose new connections are tried again with a growing wait, for a few seconds, when the
 * database does not answer (it restarts, or a standby is being promoted): a connection that was
 * never opened carried no statement, so nothing is done twice.
 */
class ReconnectingPool extends pg.Pool {
  private readonly delays = backoffDelays(REQUEST_CONNECT_MS);

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    const connected = connectWithBackoff(() => super.connect(), this.delays);
    if (!callback) return connected;
    connected.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error)),
      (error: Error) => callback(error, undefined, () => {}),
    );
    return undefined;
  }
}

export function openPool(options: {
  url: string;
  poolSize: number;
  poolMode: PoolMode;
  onConnectionError: (error: Error) => void;
  /**
   * Whether opening a connection is tried again for a few seconds; not for a read replica, whose
   * reads go to the primary at once instead of waiting for it.
   */
  reconnect?: boolean;
}): pg.Pool {
  const PoolClass = options.reconnect === false ? pg.Pool : ReconnectingPool;
  // Several hosts, or `target_session_attrs=read-write`: each new connection goes to the host
  // that takes writes now, so a promoted standby is found by itself (docs/decisions/183).
  const { Client, connectionString } = clientReaching(
    options.url,
    options.poolMode === "transaction" ? UnnamedStatementsClient : BoundedClient,
    CONNECT_TIMEOUT_MS,
  );
  const pool = new PoolClass({ connectionString, max: options.poolSize, Client });
  // Without a listener, an idle connection's error would crash the process.
  pool.on("error", options.onConnectionError);
  return pool;
}
