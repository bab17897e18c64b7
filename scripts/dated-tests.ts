import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** A literal calendar date in a test's source, such as a frozen clock's "2026-12-01T10:00Z". */
const LITERAL_DATE = /["'`]20\d\d-\d\d-\d\d/;

const TEST_FOLDERS = ["apps", "packages", "bench", "scripts", "docs", "testing"];
const TEST_FILE = /\.test\.tsx?$/;

export function pinsADate(source: string): boolean {
  return LITERAL_DATE.test(source);
}

/** The test files below the repository's root that name a literal date, relative to the root. */
export function datedTestFiles(root: string): string[] {
  return TEST_FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((path) => TEST_FILE.test(path) && !path.split("/").includes("node_modules"))
      .map((path) => join(folder, path))
      .filter((path) => pinsADate(readFileSync(join(root, path), "utf8"))),
  ).sort();
}
