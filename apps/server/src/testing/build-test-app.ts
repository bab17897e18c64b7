import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type AppOptions, buildApp } from "../app";
import type { Db } from "../db/connect";

export const testSecret = Buffer.from("test-secret-that-is-only-for-tests", "utf8");

/** The real app on a test database, silent, with no built page unless a web root is given. */
export function buildTestApp(db: Db, options: Partial<Omit<AppOptions, "db">> = {}) {
  return buildApp({
    secret: testSecret,
    ...options,
    db,
    webRoot: options.webRoot ?? join(mkdtempSync(join(tmpdir(), "checkout-web-")), "missing"),
    logLevel: "silent",
  });
}
