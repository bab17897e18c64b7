import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { carriesPreact, findPreact } from "./bundle-size";

// Minified fragments as Vite writes them: Preact 11's element marker, its server renderer's
// comment option, an unbundled import; and React DOM's own markers, which must not count.
const cases: [string, string, boolean][] = [
  ["Preact's element marker", 'var h=Symbol.for("pv"),p={},y=[];', true],
  ["the marker as the minifier quotes it", "var h=Symbol.for(`pv`),p={};", true],
  ["preact-render-to-string", 'case"UNSTABLE_comment":continue;', true],
  ["an import left unbundled", 'import{h}from"preact";', true],
  ["React DOM's client", 'var f="__reactFiber$"+k,c="__reactContainer$"+k;', false],
  ["React's element marker", 'Symbol.for("react.transitional.element")', false],
  ["the word in a comment of the page's own", "// rendered the way preact did", false],
];

describe("Preact in a bundle", () => {
  it.each(cases)("%s", (_name, source, expected) => {
    expect(carriesPreact(source)).toBe(expected);
  });

  it("finds Preact in the page and the server-rendering bundle of a build that had it", async () => {
    // The Preact build of docs/decisions/052, as its first-paint chunk and rendering bundle began.
    const dir = mkdtempSync(join(tmpdir(), "bundle-"));
    writeFileSync(join(dir, "index.js"), "var n,t,r,h=Symbol.for(`pv`),p={};");
    writeFileSync(join(dir, "entry-server.js"), 'import{h}from"preact";case"UNSTABLE_comment":');
    expect((await findPreact([dir])).sort()).toEqual(
      [join(dir, "entry-server.js"), join(dir, "index.js")].sort(),
    );
  });

  it("names each built script that carries it, in every folder given", async () => {
    const dir = mkdtempSync(join(tmpdir(), "bundle-"));
    writeFileSync(join(dir, "react.js"), 'var f="__reactFiber$";');
    writeFileSync(join(dir, "preact.js"), 'var h=Symbol.for("pv");');
    writeFileSync(join(dir, "notes.txt"), 'Symbol.for("pv")');
    expect(await findPreact([dir, join(dir, "missing")])).toEqual([join(dir, "preact.js")]);
  });
});
