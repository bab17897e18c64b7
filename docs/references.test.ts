import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// Code cites the product (`product.md §N`), the principles (`principle PN`) and the decision
// records (`docs/decisions/NNN`); a newcomer with only the clone must find each one.
const root = new URL("../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");
const sources = execFileSync("git", ["ls-files", "apps", "packages", "e2e", "bench"], {
  cwd: root,
  encoding: "utf8",
})
  .split("\n")
  .filter((path) => /\.(ts|tsx|js|graphql|css|md)$/.test(path) && existsSync(new URL(path, root)));

function citations(pattern: RegExp) {
  const found = new Map<string, string>();
  for (const path of sources) {
    for (const match of read(path).matchAll(pattern)) found.set(match[1] ?? "", path);
  }
  return [...found];
}

describe("references in the code", () => {
  it("cite product sections that docs/product.md has", () => {
    const product = read("docs/product.md");
    for (const [section, path] of citations(/product\.md §(\d+)/g)) {
      expect(product, `${path} cites product.md §${section}`).toMatch(
        new RegExp(`^## ${section}\\. `, "m"),
      );
    }
  });

  it("cite principles that docs/architecture.md states", () => {
    const architecture = read("docs/architecture.md");
    for (const [principle, path] of citations(/[Pp]rinciples? (?:P\d+, )*P(\d+)/g)) {
      expect(architecture, `${path} cites principle P${principle}`).toContain(`**P${principle} `);
    }
  });

  it("cite decision records that exist and the index lists", () => {
    const records = readdirSync(new URL("docs/decisions/", root));
    const index = read("docs/decisions/README.md");
    for (const [number, path] of citations(/docs\/decisions\/(\d{3})/g)) {
      expect(
        records.some((name) => name.startsWith(`${number}-`)),
        `${path} cites ${number}`,
      ).toBe(true);
      expect(index, `the index lists ${number}`).toContain(`[${number}]`);
    }
  });

  it("leave no citation of a document that is not in the repository", () => {
    const stray = citations(/\b((?:[Ss]pec|[Dd]ecision|architecture) \d+)\b/g).filter(
      ([, path]) => !path.endsWith(".md"),
    );
    expect(stray).toEqual([]);
  });
});
