import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AppOptions, buildApp } from "@creator-checkout/server/app";
import type { Database, Db } from "@creator-checkout/server/db/connect";
import { createAltchaBotCheck } from "@creator-checkout/server/domain/bot-check/create-altcha-bot-check";
import { createCatalogCache } from "@creator-checkout/server/domain/catalog/catalog-cache";
import type { Clock } from "@creator-checkout/server/security/clock";

export const testSecret = Buffer.from("test-secret-that-is-only-for-tests", "utf8");

/** The real app on a test database, silent, with no built page unless a web root is given. */
export function buildTestApp(db: Db, options: Partial<Omit<AppOptions, "db">> = {}) {
  return buildApp({
    secret: testSecret,
    publicUrl: "http://checkout.test",
    ...options,
    db,
    webRoot: options.webRoot ?? join(mkdtempSync(join(tmpdir(), "checkout-web-")), "missing"),
    logLevel: "silent",
  });
}

/**
 * The app with a cheap proof of work and no per-address send limit, for tests that sign many
 * buyers in to get at something else.
 */
export function buildSignInTestApp(
  db: Db,
  clock: Clock,
  options: Partial<Omit<AppOptions, "db">> = {},
) {
  const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 2_000 });
  return buildTestApp(db, { clock, botCheck, codeSendsPerIp: 10_000, ...options });
}

/**
 * `buildSignInTestApp` with the catalog cache as the server has it: told of imports, so it does
 * not read the catalog's version before every read. For tests that count a request's statements.
 */
export async function buildListeningTestApp(database: Database, clock: Clock) {
  const { db } = database;
  const botCheck = createAltchaBotCheck({ clock, secret: testSecret }, { maxWork: 2_000 });
  const catalogCache = await createCatalogCache({ db, clock, listen: database.listen });
  return buildTestApp(db, { clock, botCheck, codeSendsPerIp: 10_000, catalogCache });
}
