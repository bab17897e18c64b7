import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../app";
import type { Db } from "../db/connect";

/** The real app on a test database, silent, with no built page unless a web root is given. */
export function buildTestApp(db: Db, options: { webRoot?: string } = {}) {
  return buildApp({
    db,
    webRoot: options.webRoot ?? join(mkdtempSync(join(tmpdir(), "checkout-web-")), "missing"),
    logLevel: "silent",
  });
}
