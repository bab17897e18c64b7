import { postgresOnly } from "@creator-checkout/testing/test-databases";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  backoffDelays,
  connectWithBackoff,
  isDatabaseUnavailable,
  isWorthReconnecting,
  unavailableReason,
} from "./unavailable";

const failure = (message: string, code?: string) => Object.assign(new Error(message), { code });

describe("a database that cannot be reached", () => {
  it("waits longer between attempts, up to a cap, for no longer than the bound in all", () => {
    const delays = backoffDelays(30_000);
    expect(delays.slice(0, 6)).toEqual([100, 200, 400, 800, 1_600, 2_000]);
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeLessThanOrEqual(30_000);
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBeGreaterThan(28_000);
  });

  it("tries to connect again while the database refuses, but not a wrong password", async () => {
    let attempts = 0;
    const opened = await connectWithBackoff(async () => {
      attempts += 1;
      if (attempts < 3) throw failure("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED");
      return "connected";
    }, [1, 1, 1]);
    expect({ opened, attempts }).toEqual({ opened: "connected", attempts: 3 });

    let tries = 0;
    const refused = connectWithBackoff(async () => {
      tries += 1;
      throw failure("password authentication failed", "28P01");
    }, [1, 1, 1]);
    await expect(refused).rejects.toThrow("password authentication failed");
    expect(tries).toBe(1);
    expect(isWorthReconnecting(failure("database does not exist", "3D000"))).toBe(false);
  });

  it("tells a lost or refused connection from a statement Postgres refused", () => {
    const wrapped = (cause: Error) => Object.assign(new Error("Failed query"), { cause });
    expect(isDatabaseUnavailable(wrapped(failure("connect ECONNREFUSED", "ECONNREFUSED")))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(failure("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(failure("the database system is starting up", "57P03"))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(failure("read-only transaction", "25006"))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(failure("duplicate key", "23505")))).toBe(false);
    expect(isDatabaseUnavailable("not an error")).toBe(false);
    // Logged without the statement's values that Drizzle's message carries.
    const failed = Object.assign(new Error("Failed query: select 1\nparams: a-token-id"), {
      cause: failure("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
    });
    expect(unavailableReason(failed)).toEqual({
      code: "ECONNREFUSED",
      message: "connect ECONNREFUSED 127.0.0.1:5432",
    });
  });
});

describe.skipIf(!postgresOnly.available)("a statement whose connection is cut, on Postgres", () => {
  it("fails with a 503's kind of error and is not sent again", async () => {
    const database = await postgresOnly.kind.open();
    try {
      const { db } = database;
      await db.execute(sql`CREATE TABLE cut_writes (n int)`);
      const write = db.execute(sql`INSERT INTO cut_writes SELECT 1 FROM pg_sleep(3)`);
      const failed = write.then(
        () => null,
        (error: unknown) => error,
      );
      await expect
        .poll(async () => {
          const { rows } = await db.execute<{ pid: number }>(
            sql`SELECT pid FROM pg_stat_activity
                WHERE query LIKE 'INSERT INTO cut_writes%' AND pid <> pg_backend_pid()`,
          );
          for (const { pid } of rows) await db.execute(sql`SELECT pg_terminate_backend(${pid})`);
          return rows.length;
        })
        .toBe(1);
      expect(isDatabaseUnavailable(await failed)).toBe(true);
      const { rows } = await db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM cut_writes`,
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 30_000);
});
