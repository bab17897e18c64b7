import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connectDatabase } from "@creator-checkout/server/db/connect";
import pg from "pg";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A closed PGlite data folder that holds every migration, for test databases to copy. */
    pgliteTemplateDir: string;
    /** A migrated database on the server of TEST_DATABASE_URL, for test databases to copy; "" without one. */
    postgresTemplateName: string;
  }
}

async function onAdmin(adminUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A migrated Postgres database of its own, closed so CREATE DATABASE … TEMPLATE may copy it. */
async function createPostgresTemplate(adminUrl: string) {
  const name = `checkout_template_${randomBytes(6).toString("hex")}`;
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  await (await connectDatabase({ databaseUrl: url.toString() })).close();
  return { name, drop: () => onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * Runs the migrations once per test run, on each kind of database, through the same
 * connectDatabase the product opens them with; every test database is then a copy of the result
 * (docs/decisions/115), so initdb and the migrations are not paid again for each one.
 */
export default async function setup(project: TestProject) {
  const pgliteTemplateDir = mkdtempSync(join(tmpdir(), "checkout-template-"));
  await (await connectDatabase({ dataDir: pgliteTemplateDir })).close();
  project.provide("pgliteTemplateDir", pgliteTemplateDir);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const postgresTemplate = adminUrl ? await createPostgresTemplate(adminUrl) : null;
  project.provide("postgresTemplateName", postgresTemplate?.name ?? "");

  return async () => {
    await rm(pgliteTemplateDir, { recursive: true, force: true });
    await postgresTemplate?.drop();
  };
}
