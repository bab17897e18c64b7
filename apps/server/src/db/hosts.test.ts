import { startReplica } from "@creator-checkout/testing/replica";
import { freePort } from "@creator-checkout/testing/server-process";
import {
  createThrowawayCluster,
  postgresBinaries,
} from "@creator-checkout/testing/throwaway-cluster";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { connectDatabase } from "./connect";
import { parseHostList } from "./hosts";

describe("a connection URL of several hosts", () => {
  it("reads each host, its port or 5432, and target_session_attrs as libpq does", () => {
    const list = parseHostList(
      "postgres://app:s3cret@db1:5433,db2,[::1]:5434/shop?target_session_attrs=read-write&sslmode=require",
    );
    expect(list.readWrite).toBe(true);
    expect(list.hosts).toEqual([
      { url: "postgres://app:s3cret@db1:5433/shop?sslmode=require", host: "db1", port: 5433 },
      { url: "postgres://app:s3cret@db2:5432/shop?sslmode=require", host: "db2", port: 5432 },
      { url: "postgres://app:s3cret@[::1]:5434/shop?sslmode=require", host: "::1", port: 5434 },
    ]);
    expect(parseHostList("postgresql://localhost/app").readWrite).toBe(false);
  });

  it("refuses what it cannot honour, and the message never holds the URL", () => {
    expect(() => parseHostList("postgres://u:pw@h1:5432,:5433/db")).toThrow(/host or host:port/);
    expect(() => parseHostList("postgres://u:pw@h1:99999/db")).toThrow(/port/);
    expect(() =>
      parseHostList("postgres://u:pw@h1,h2/db?target_session_attrs=prefer-standby"),
    ).toThrow(/only any and read-write/);
    expect(() =>
      loadConfig({ DATABASE_URL: "postgres://u:pw@h1,h2/db?target_session_attrs=standby" }),
    ).toThrow(/DATABASE_URL[\s\S]*target_session_attrs/);
    try {
      loadConfig({ DATABASE_URL: "postgres://u:pw@h1,h2/db?target_session_attrs=standby" });
    } catch (error) {
      expect((error as Error).message).not.toContain("pw");
    }
    const config = loadConfig({
      DATABASE_URL:
        "postgres://app@10.0.0.1:5432,10.0.0.2:5432/shop?target_session_attrs=read-write",
    });
    expect(config.DATABASE_URL).toContain("10.0.0.2");
  });
});

// A primary and its streaming replica, both real: the URL names the replica first and a host
// that is not there, and the server still writes on the primary.
const bin = postgresBinaries();
const skipReason = bin ? null : "no Postgres server binaries (apt-get install postgresql)";
if (skipReason) console.warn(`multi-host connection test skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)("target_session_attrs=read-write on real hosts", () => {
  let primary: Awaited<ReturnType<typeof createThrowawayCluster>>;
  let replica: Awaited<ReturnType<typeof startReplica>>;

  beforeAll(async () => {
    if (!bin) return;
    primary = await createThrowawayCluster(bin);
    replica = await startReplica(bin, primary.url);
  }, 60_000);
  afterAll(async () => {
    await replica?.remove();
    await primary?.remove();
  });

  it("passes over a host that is down and a standby, migrates, writes and listens on the primary", async () => {
    const nobody = await freePort();
    const port = (url: string) => new URL(url).port;
    const url = `postgres://postgres@127.0.0.1:${nobody},127.0.0.1:${port(replica.url)},127.0.0.1:${port(primary.url)}/postgres?target_session_attrs=read-write`;
    const database = await connectDatabase({ databaseUrl: url, onConnectionError: () => {} });
    try {
      const rows = await database.db
        .execute<{ standby: boolean; port: number }>(
          sql`SELECT pg_is_in_recovery() AS standby, inet_server_port() AS port`,
        )
        .then((result) => result.rows);
      expect(rows).toEqual([{ standby: false, port: Number(port(primary.url)) }]);
      let heard: (payload: string) => void = () => {};
      const notified = new Promise<string>((resolve) => {
        heard = resolve;
      });
      await database.listen("hosts_test", {
        onNotify: (payload) => heard(payload),
        onReset: () => {},
      });
      await database.db.execute(sql`SELECT pg_notify('hosts_test', 'on the primary')`);
      expect(await notified).toBe("on the primary");
    } finally {
      await database.close();
    }
  }, 30_000);

  it("without read-write, takes the first host that answers, a standby included", async () => {
    const port = (url: string) => new URL(url).port;
    const url = `postgres://postgres@127.0.0.1:${port(replica.url)},127.0.0.1:${port(primary.url)}/postgres`;
    const { clientReaching } = await import("./hosts");
    const pg = (await import("pg")).default;
    const { Client, connectionString } = clientReaching(url, pg.Client);
    const client = new Client({ connectionString });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT pg_is_in_recovery() AS standby");
      expect(rows).toEqual([{ standby: true }]);
    } finally {
      await client.end();
    }
  });
});
