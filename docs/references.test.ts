import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";

// Code cites the product (`product.md §N`), the principles (`principle PN`) and the decision
// records (`docs/decisions/NNN`); a newcomer with only the clone must find each one.
const root = new URL("../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");
const tracked = (...paths: string[]) =>
  execFileSync("git", ["ls-files", ...paths], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((path) => path !== "" && existsSync(new URL(path, root)));
// The guides (README.md and docs/*.md) as well as the code; the decision records themselves are
// history and keep the numbers they were written with.
const sources = tracked("apps", "packages", "e2e", "bench", "README.md", "docs/*.md").filter(
  (path) => /\.(ts|tsx|js|graphql|css|md)$/.test(path),
);
const guides = tracked("README.md", "docs").filter((path) => path.endsWith(".md"));

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

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchor(heading: string) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, "")
    .replace(/ /g, "-");
}

describe("links in the guides", () => {
  it("lead to files in the repository and to headings those files have", () => {
    const broken: string[] = [];
    for (const path of guides) {
      for (const [, target = ""] of read(path).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/.test(target)) continue;
        const [file = "", heading] = target.split("#");
        const linked = file === "" ? path : join(dirname(path), file);
        if (!existsSync(new URL(linked, root))) {
          broken.push(`${path} links to ${target}: no such file`);
        } else if (heading && linked.endsWith(".md")) {
          const headings = [...read(linked).matchAll(/^#+ (.+)$/gm)].map(([, text]) =>
            anchor(text ?? ""),
          );
          if (!headings.includes(heading))
            broken.push(`${path} links to ${target}: no such heading`);
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
