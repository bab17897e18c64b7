import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// docs/decisions/074 and 156: the conformance report claims only what a test shows. Each row
// that says "Supports" names a journey or unit test, as `path` or `path › title`, and each
// one it names exists, with that title in it.
const root = new URL("../", import.meta.url);

interface Row {
  criterion: string;
  level: string;
  remarks: string;
}

/** The rows of the report's criteria tables: criterion, conformance level, remarks. */
function criteriaRows(markdown: string): Row[] {
  return markdown
    .split("\n")
    .filter((line) => /^\| \d+\.\d+\.\d+ /.test(line))
    .map((line) => {
      const [criterion = "", level = "", remarks = ""] = line
        .replace(/^\||\|$/g, "")
        .split("|")
        .map((cell) => cell.trim());
      return { criterion, level, remarks };
    });
}

const TEST_FILE = /^(?:e2e|apps|packages|docs|scripts|testing)\/[\w./-]+\.(?:spec|test)\.tsx?$/;

/** The tests a row's remarks name: `path` or `path › title`, in backticks. */
function namedTests(remarks: string): { path: string; title: string | null }[] {
  return [...remarks.matchAll(/`([^`]+)`/g)]
    .map((match) => {
      const [path = "", title = null] = (match[1] ?? "").split(" › ");
      return { path: path.trim(), title: title?.trim() ?? null };
    })
    .filter(({ path }) => TEST_FILE.test(path));
}

/** What is wrong with the evidence of `markdown`'s "Supports" rows; none when all is shown. */
function evidenceProblems(markdown: string, readTest: (path: string) => string | null) {
  const problems: string[] = [];
  for (const row of criteriaRows(markdown).filter(({ level }) => level === "Supports")) {
    const tests = namedTests(row.remarks);
    if (tests.length === 0) problems.push(`${row.criterion} names no test`);
    for (const { path, title } of tests) {
      const text = readTest(path);
      if (text === null) problems.push(`${row.criterion} names ${path}, which does not exist`);
      else if (title !== null && !text.includes(title)) {
        problems.push(`${row.criterion} names "${title}", which ${path} does not have`);
      }
    }
  }
  return problems;
}

const readTest = (path: string) => {
  const url = new URL(path, root);
  return existsSync(url) ? readFileSync(url, "utf8") : null;
};

describe("the conformance report's evidence", () => {
  it("names an existing test, with its title where it gives one, on every Supports row", () => {
    const report = readFileSync(new URL("docs/accessibility.md", root), "utf8");
    expect(criteriaRows(report).length).toBeGreaterThanOrEqual(55);
    expect(evidenceProblems(report, readTest)).toEqual([]);
  });

  it("finds a Supports row without a test, a missing file and a missing title", () => {
    const report = [
      "| 1.1.1 Non-text Content | Supports | Icons are named. |",
      "| 1.2.1 Audio-only | Not applicable | No audio. |",
      "| 1.3.1 Info | Supports | Shown (`e2e/no-such-journey.spec.ts`). |",
      "| 1.3.2 Sequence | Supports | Shown (`e2e/accessibility.spec.ts › a title no test has`). |",
      "| 1.3.3 Sensory | Supports | Shown (`e2e/accessibility.spec.ts › the sign-in form by Tab`). |",
    ].join("\n");
    expect(evidenceProblems(report, readTest)).toEqual([
      "1.1.1 Non-text Content names no test",
      "1.3.1 Info names e2e/no-such-journey.spec.ts, which does not exist",
      `1.3.2 Sequence names "a title no test has", which e2e/accessibility.spec.ts does not have`,
    ]);
  });
});
