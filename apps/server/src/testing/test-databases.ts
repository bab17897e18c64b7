import { randomBytes } from "node:crypto";
import pg from "pg";
import { connectDatabase, type Database } from "../db/connect";

export interface TestDatabaseKind {
  name: string;
  open(): Promise<Database>;
}

/** A fresh, migrated database on the server of `TEST_DATABASE_URL`, dropped on close. */
async function openPostgres(adminUrl: string): Promise<Database> {
  const name = `checkout_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Dropping the database at the end cuts connections still closing; that is expected here.
  const database = await connectDatabase({
    databaseUrl: url.toString(),
    onConnectionError: () => {},
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * The databases every data test runs on: the embedded PGlite always, and real Postgres too
 * when `TEST_DATABASE_URL` names a server the tests may create databases on.
 */
export function testDatabases(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [
    { name: "PGlite", open: () => connectDatabase({ dataDir: null }) },
  ];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) kinds.push({ name: "Postgres", open: () => openPostgres(adminUrl) });
  return kinds;
}
