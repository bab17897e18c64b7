import { type ChildProcess, execFile, spawn } from "node:child_process";
import { existsSync, mkdtempSync, openSync } from "node:fs";
import { appendFile, chmod, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./server-process";

const run = promisify(execFile);

/** pg_auto_failover's command (Debian: postgresql-15-auto-failover), or null without it. */
export function pgAutoctlBinary(): string | null {
  for (const path of ["/usr/bin/pg_autoctl", "/usr/local/bin/pg_autoctl"])
    if (existsSync(path)) return path;
  return null;
}

/** One statement on `url`, on a connection of its own, or null when it cannot be reached. */
async function queryOrNull<Row>(url: string, text: string): Promise<Row[] | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.query(text)).rows as Row[];
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

async function until<T>(what: string, timeoutMs: number, check: () => Promise<T | null>) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The monitor's health checks, made quick for a test (the defaults take some 20 seconds to call
 * a primary gone, then 30 more before the promoted standby takes writes, docs/deploy.md): a check
 * a second, a node unhealthy after 3 seconds silent, writes 3 seconds after the promotion.
 */
const QUICK_HEALTH_CHECKS = [
  "pgautofailover.health_check_period = 1000",
  "pgautofailover.health_check_timeout = 1000",
  "pgautofailover.health_check_max_retries = 1",
  "pgautofailover.health_check_retry_delay = 500",
  "pgautofailover.node_considered_unhealthy_timeout = 3000",
  "pgautofailover.primary_demote_timeout = 3000",
  "listen_addresses = '127.0.0.1'",
].join("\n");

interface Node {
  name: string;
  port: number;
  pgdata: string;
  child: ChildProcess | null;
}

/**
 * A pg_auto_failover formation on loopback, each part in a folder of its own under one temporary
 * folder: a monitor, a primary and a synchronous standby (pg_auto_failover's own settings:
 * `synchronous_standby_names = 'ANY 1 (…)'`, `synchronous_commit = on`), each run by its
 * `pg_autoctl run` in a process group of its own. Postgres refuses to run as root, so as root
 * every command runs as the postgres account, as throwaway-cluster.ts does. `url` is the
 * multi-host URL with `target_session_attrs=read-write` that a server uses; `killPrimary` ends
 * the primary's pg_autoctl and Postgres with SIGKILL, as a lost machine would; `remove` ends
 * everything and deletes the folder.
 */
export async function startFailoverPair(pgBin: string, options: { dbname?: string } = {}) {
  const dbname = options.dbname ?? "checkout";
  const dir = mkdtempSync(join(tmpdir(), "checkout-failover-"));
  await chmod(dir, 0o777);
  const asRoot = process.getuid?.() === 0;
  const envOf = (name: string) => [
    `PATH=${pgBin}:/usr/bin:/bin`,
    `XDG_CONFIG_HOME=${join(dir, name, "config")}`,
    `XDG_DATA_HOME=${join(dir, name, "share")}`,
    `PGDATA=${join(dir, name, "pgdata")}`,
  ];
  const command = (name: string, args: string[]) =>
    asRoot
      ? ["runuser", ["-u", "postgres", "--", "env", ...envOf(name), "pg_autoctl", ...args]]
      : ["env", [...envOf(name), "pg_autoctl", ...args]];
  const children: ChildProcess[] = [];
  const spawnGroup = (name: string, args: string[]) => {
    const [file, argv] = command(name, args) as [string, string[]];
    const log = openSync(join(dir, `${name}.log`), "a");
    const child = spawn(file, argv, { detached: true, stdio: ["ignore", log, log] });
    child.unref();
    children.push(child);
    return child;
  };
  const killGroup = (child: ChildProcess | null) => {
    if (child?.pid === undefined) return;
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {}
  };
  const killPostmaster = async (pgdata: string) => {
    const pid = Number(
      (await readFile(join(pgdata, "postmaster.pid"), "utf8").catch(() => "")).split("\n")[0],
    );
    if (pid > 0)
      try {
        process.kill(pid, "SIGKILL");
      } catch {}
  };

  const [monitorPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const monitorData = join(dir, "monitor", "pgdata");
  const monitorUrl = `postgres://autoctl_node@127.0.0.1:${monitorPort}/pg_auto_failover?sslmode=disable`;
  const monitorAdmin = `postgres://postgres@127.0.0.1:${monitorPort}/pg_auto_failover`;
  const nodes: Node[] = [
    { name: "node_a", port: portA, pgdata: join(dir, "node_a", "pgdata"), child: null },
    { name: "node_b", port: portB, pgdata: join(dir, "node_b", "pgdata"), child: null },
  ];
  let monitor: ChildProcess | null = null;
  const remove = async () => {
    for (const child of [monitor, ...nodes.map((node) => node.child)]) killGroup(child);
    for (const pgdata of [monitorData, ...nodes.map((node) => node.pgdata)])
      await killPostmaster(pgdata);
    await rm(dir, { recursive: true, force: true });
  };
  const nodeStates = () =>
    queryOrNull<{ nodename: string; nodeport: number; reportedstate: string }>(
      monitorAdmin,
      "SELECT nodename, nodeport, reportedstate::text FROM pgautofailover.node ORDER BY nodeid",
    );

  try {
    const [file, argv] = command("monitor", [
      ...["create", "monitor", "--pgctl", join(pgBin, "pg_ctl"), "--pgdata", monitorData],
      ...["--pgport", String(monitorPort), "--hostname", "127.0.0.1", "--auth", "trust"],
      "--no-ssl",
    ]) as [string, string[]];
    await run(file, argv);
    await appendFile(join(monitorData, "postgresql.auto.conf"), `\n${QUICK_HEALTH_CHECKS}\n`);
    monitor = spawnGroup("monitor", ["run", "--pgdata", monitorData]);
    await until("the monitor", 30_000, () => queryOrNull(monitorAdmin, "SELECT 1"));

    for (const node of nodes) {
      node.child = spawnGroup(node.name, [
        ...["create", "postgres", "--pgctl", join(pgBin, "pg_ctl"), "--pgdata", node.pgdata],
        ...["--pgport", String(node.port), "--listen", "127.0.0.1", "--hostname", "127.0.0.1"],
        ...["--auth", "trust", "--no-ssl", "--monitor", monitorUrl, "--name", node.name],
        ...["--dbname", dbname, "--run"],
      ]);
      const wanted = node === nodes[0] ? ["single"] : ["secondary"];
      await until(`${node.name} to be ready`, 90_000, async () => {
        const states = await nodeStates();
        const mine = states?.find((state) => state.nodename === node.name);
        if (mine && wanted.includes(mine.reportedstate)) return true;
        // The standby's base backup waits for a checkpoint on the primary, spread over minutes
        // unless one is asked for.
        if (node !== nodes[0]) await queryOrNull(urlOf(nodes[0] as Node), "CHECKPOINT");
        return null;
      });
    }
    await until("the primary and its synchronous standby", 30_000, async () => {
      const states = await nodeStates();
      const reported = states?.map((state) => state.reportedstate).join(",");
      const sync = await queryOrNull<{ names: string }>(
        urlOf(nodes[0] as Node),
        "SELECT current_setting('synchronous_standby_names') AS names",
      );
      return reported === "primary,secondary" && sync?.[0]?.names ? true : null;
    });
  } catch (error) {
    const logs = await Promise.all(
      ["monitor", ...nodes.map((node) => node.name)].map((name) =>
        readFile(join(dir, `${name}.log`), "utf8").catch(() => ""),
      ),
    );
    await remove();
    throw new Error(`${(error as Error).message}\n${logs.join("\n").slice(-4_000)}`);
  }

  function urlOf(node: Node) {
    return `postgres://postgres@127.0.0.1:${node.port}/${dbname}`;
  }
  /** The node that takes writes now, asked directly: a killed node's last report may linger. */
  const primaryNode = async () => {
    for (const node of nodes) {
      const rows = await queryOrNull<{ writes: boolean }>(
        urlOf(node),
        "SELECT NOT pg_is_in_recovery() AND current_setting('transaction_read_only') = 'off' AS writes",
      );
      if (rows?.[0]?.writes) return node;
    }
    return null;
  };

  return {
    /** Both hosts, the primary's first, for a server: it finds whichever takes writes. */
    url: `postgres://postgres@127.0.0.1:${portA},127.0.0.1:${portB}/${dbname}?target_session_attrs=read-write`,
    /** Each node's own URL, by name. */
    nodeUrls: Object.fromEntries(nodes.map((node) => [node.name, urlOf(node)])),
    /** The URL of the node that takes writes now. */
    async primaryUrl() {
      const node = await primaryNode();
      if (!node) throw new Error("no primary");
      return urlOf(node);
    },
    /** SIGKILLs the primary's pg_autoctl and Postgres; resolves with the standby's URL. */
    async killPrimary() {
      const primary = await primaryNode();
      if (!primary) throw new Error("no primary to kill");
      killGroup(primary.child);
      await killPostmaster(primary.pgdata);
      const standby = nodes.find((node) => node !== primary) as Node;
      return { killed: urlOf(primary), standby: urlOf(standby) };
    },
    /**
     * Resolves once `url`'s node takes writes: the monitor promoted it, and let it write once the
     * old primary could no longer (pg_auto_failover keeps a promoted node read-only until then).
     */
    async waitForPromotion(url: string, timeoutMs = 60_000) {
      await until("the standby's promotion", timeoutMs, async () => {
        const rows = await queryOrNull<{ writes: boolean }>(
          url,
          "SELECT NOT pg_is_in_recovery() AND current_setting('transaction_read_only') = 'off' AS writes",
        );
        return rows?.[0]?.writes ? true : null;
      });
    },
    remove,
  };
}
