import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { cp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectDatabase, type Database } from "@creator-checkout/server/db/connect";
import pg from "pg";
import { inject } from "vitest";
// The names that the run's global set-up provides to inject().
import type {} from "./template-databases";

export interface TestDatabaseKind {
  name: string;
  open(): Promise<Database>;
}

/**
 * A copy of the run's migrated template on the server of `adminUrl` (docs/decisions/115);
 * `drop` removes it, cutting connections left open.
 */
export async function createPostgresDatabase(adminUrl: string) {
  const name = `checkout_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplateName")}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

// Dropping the database at the end cuts connections still closing; that is expected here.
const openPostgresUrl = (databaseUrl: string) =>
  connectDatabase({ databaseUrl, onConnectionError: () => {} });

/** A fresh, migrated database on the server of `TEST_DATABASE_URL`, dropped on close. */
async function openPostgres(adminUrl: string): Promise<Database> {
  const created = await createPostgresDatabase(adminUrl);
  const database = await openPostgresUrl(created.url);
  return {
    ...database,
    close: async () => {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A fresh data folder copied from the run's migrated template (docs/decisions/115), so opening
 * it costs neither PGlite's initdb nor the migrations; connectDatabase still checks them.
 */
async function copyPgliteTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), "checkout-test-"));
  await cp(inject("pgliteTemplateDir"), dataDir, { recursive: true });
  return dataDir;
}

/** The embedded PGlite, in a folder removed on close: for tests whose subject is not the database. */
export const embeddedTestDatabase: TestDatabaseKind = {
  name: "PGlite",
  async open() {
    const dataDir = await copyPgliteTemplate();
    const database = await connectDatabase({ dataDir });
    return {
      ...database,
      close: async () => {
        await database.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  },
};

/**
 * The databases every data test runs on: the embedded PGlite always, and real Postgres too
 * when `TEST_DATABASE_URL` names a server the tests may create databases on.
 */
export function testDatabases(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [embeddedTestDatabase];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) kinds.push(postgresKind(adminUrl));
  return kinds;
}

const postgresKind = (adminUrl: string): TestDatabaseKind => ({
  name: "Postgres",
  open: () => openPostgres(adminUrl),
});

/**
 * For tests that only a real server can run (they watch its driver): the Postgres of
 * `TEST_DATABASE_URL`, and whether there is one. Without one, `open` refuses, and the test
 * file skips its suite with `describe.skipIf(!postgresOnly.available)`, so it still has one.
 */
export const postgresOnly = {
  available: Boolean(process.env.TEST_DATABASE_URL),
  kind: process.env.TEST_DATABASE_URL
    ? postgresKind(process.env.TEST_DATABASE_URL)
    : {
        name: "Postgres",
        open: () => Promise.reject(new Error("TEST_DATABASE_URL names no Postgres server")),
      },
};

/** A fresh database that processes of their own (the server, the billing command) open too. */
export interface ProcessTestDatabase {
  /** What such a process needs in its environment to open it. */
  env: Record<string, string>;
  /** Opens it, migrated, in this process. An embedded one must be closed before a child opens it. */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

export interface ProcessTestDatabaseKind {
  name: string;
  /** Whether several processes may have it open at once: a server may, an embedded folder not. */
  shared: boolean;
  create(): Promise<ProcessTestDatabase>;
}

/** testDatabases() for tests that run the product in processes of their own. */
export function processTestDatabases(): ProcessTestDatabaseKind[] {
  const kinds: ProcessTestDatabaseKind[] = [
    {
      name: "PGlite",
      shared: false,
      async create() {
        const dataDir = await copyPgliteTemplate();
        return {
          env: { DATA_DIR: dataDir },
          open: () => connectDatabase({ dataDir }),
          remove: () => rm(dataDir, { recursive: true, force: true }),
        };
      },
    },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    kinds.push({
      name: "Postgres",
      shared: true,
      async create() {
        const created = await createPostgresDatabase(adminUrl);
        return {
          env: { DATABASE_URL: created.url },
          open: () => openPostgresUrl(created.url),
          remove: created.drop,
        };
      },
    });
  }
  return kinds;
}
