import pg from "pg";

/**
 * A connection URL as libpq reads it, which node-postgres does not: several hosts, tried in
 * order (`postgres://user@h1:5432,h2:5432/db`), and `target_session_attrs=read-write`, which
 * passes over a host that takes no writes (a standby). This is the URL pg_auto_failover prints
 * (`pg_autoctl show uri --formation default`), so that a promoted standby is found without any
 * proxy (docs/decisions/183).
 */
export interface HostList {
  /** One single-host URL per host, in the order given, without `target_session_attrs`. */
  hosts: { url: string; host: string; port: number }[];
  /** Whether only a host that takes writes will do. */
  readWrite: boolean;
}

const urlShape = /^(postgres(?:ql)?:\/\/)(?:([^@/?#]*)@)?([^/?#]*)(\/[^?#]*)?(?:\?([^#]*))?$/;

/** Reads `url`; throws, naming what is wrong but never the URL (it may hold a password). */
export function parseHostList(url: string): HostList {
  const match = urlShape.exec(url);
  if (!match) throw new Error("must be a postgres:// URL");
  const [, scheme, userInfo, hostPart = "", path = "", query = ""] = match;
  const params = new URLSearchParams(query);
  const attrs = params.get("target_session_attrs") ?? "any";
  if (attrs !== "any" && attrs !== "read-write")
    throw new Error("target_session_attrs: only any and read-write are supported");
  params.delete("target_session_attrs");
  const rest = params.toString();
  const hosts = hostPart.split(",").map((entry) => {
    const parsed = /^(\[[^\]]+\]|[^:]*)(?::(\d*))?$/.exec(entry);
    if (!parsed?.[1]) throw new Error("each host must be host or host:port, separated by commas");
    const host = parsed[1];
    const port = parsed[2] ? Number(parsed[2]) : 5432;
    if (!Number.isInteger(port) || port < 1 || port > 65_535)
      throw new Error("a host's port must be a number from 1 to 65535");
    return {
      url: `${scheme}${userInfo !== undefined ? `${userInfo}@` : ""}${host}:${port}${path}${rest ? `?${rest}` : ""}`,
      host: host.replace(/^\[|\]$/g, ""),
      port,
    };
  });
  return { hosts, readWrite: attrs === "read-write" };
}

/** Whether `url` needs more than node-postgres does itself: several hosts, or read-write only. */
export function needsHostChoice(url: string): boolean {
  const list = parseHostList(url);
  return list.hosts.length > 1 || list.readWrite;
}

/** What a host that takes no writes answers; counted as a database that cannot be reached. */
function readOnlyError(): Error {
  return Object.assign(new Error("the database host takes no writes (a standby)"), {
    code: "25006",
  });
}

async function takesWrites(client: pg.Client): Promise<boolean> {
  const result = await client.query<{ transaction_read_only: string }>(
    "SHOW transaction_read_only",
  );
  return result.rows[0]?.transaction_read_only === "off";
}

/**
 * Remembers the host that last answered as it should, and finds one anew, trying each in turn on
 * a connection of its own, once told that host failed. Finding is shared: a pool whose ten
 * connections fail together probes the hosts once.
 */
class HostFinder {
  private current: HostList["hosts"][number] | null = null;
  private finding: Promise<HostList["hosts"][number]> | null = null;

  constructor(
    private readonly list: HostList,
    private readonly connectTimeoutMs: number,
  ) {}

  get readWrite() {
    return this.list.readWrite;
  }

  host() {
    if (this.current) return Promise.resolve(this.current);
    this.finding ??= this.find().finally(() => {
      this.finding = null;
    });
    return this.finding;
  }

  forget(host: HostList["hosts"][number]) {
    if (this.current === host) this.current = null;
  }

  private async find() {
    let lastError: unknown = new Error("no database host given");
    for (const host of this.list.hosts) {
      const client = new pg.Client({
        connectionString: host.url,
        connectionTimeoutMillis: this.connectTimeoutMs,
      });
      client.on("error", () => {});
      try {
        await client.connect();
        if (!this.list.readWrite || (await takesWrites(client))) {
          this.current = host;
          return host;
        }
        lastError = readOnlyError();
      } catch (error) {
        lastError = error;
      } finally {
        await client.end().catch(() => {});
      }
    }
    throw lastError;
  }
}

type ClientClass = new (config?: pg.ClientConfig) => pg.Client;

/**
 * A client class for `url` and the connection string to hand it: `Base` itself for a URL of one
 * host without `target_session_attrs`; otherwise a subclass that connects to the host found to
 * take writes (or to answer at all), checks again on its own connection that it takes writes,
 * and, when it fails, has the next connection look for the host anew. A connection that fails to
 * open sent no statement, so the pool's retries (unavailable.ts) do nothing twice.
 */
export function clientReaching<C extends ClientClass>(
  url: string,
  Base: C,
  connectTimeoutMs = 3_000,
): { Client: C; connectionString: string } {
  const list = parseHostList(url);
  const first = list.hosts[0];
  if (!first || (list.hosts.length === 1 && !list.readWrite))
    return { Client: Base, connectionString: url };
  const finder = new HostFinder(list, connectTimeoutMs);
  const Chosen = class extends (Base as ClientClass) {
    override connect(): Promise<pg.Client>;
    override connect(
      callback: ((err: Error) => void) | ((err: null, client: pg.Client) => void),
    ): void;
    override connect(
      callback?: ((err: Error) => void) | ((err: null, client: pg.Client) => void),
    ): Promise<pg.Client> | undefined {
      const connected = this.connectToChosenHost();
      if (!callback) return connected;
      const answer = callback as (err: Error | null, client?: pg.Client) => void;
      connected.then(
        (client) => answer(null, client),
        (error: Error) => answer(error),
      );
      return undefined;
    }

    private async connectToChosenHost(): Promise<pg.Client> {
      const host = await finder.host();
      const self = this as unknown as {
        host: string;
        port: number;
        connectionParameters: { host: string; port: number };
      };
      self.host = host.host;
      self.port = host.port;
      self.connectionParameters.host = host.host;
      self.connectionParameters.port = host.port;
      try {
        await super.connect();
      } catch (error) {
        finder.forget(host);
        throw error;
      }
      if (finder.readWrite && !(await takesWrites(this).catch(() => false))) {
        finder.forget(host);
        await this.end().catch(() => {});
        throw readOnlyError();
      }
      return this;
    }
  };
  return { Client: Chosen as unknown as C, connectionString: first.url };
}
