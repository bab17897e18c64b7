import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

// Arabic and Hebrew pages run right to left (docs/decisions/108): every side a rule names is
// the start or the end of the line, never a fixed left or right, so one stylesheet serves both.
const PHYSICAL_SIDE =
  /(?:^|[\s;{])(?:(?:margin|padding|border)-(?:left|right)|left|right|float|clear)\s*:|text-align\s*:\s*(?:left|right)|border-(?:top|bottom)-(?:left|right)-radius/m;

function stylesheets(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

it.each(stylesheets(join(import.meta.dirname)))("%s names no physical side", (file) => {
  const rules = readFileSync(file, "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
  expect(rules.match(PHYSICAL_SIDE)?.[0] ?? null).toBeNull();
});
