import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressHtml } from "./compress-html";
import { inlineStylesheets } from "./inline-stylesheets";

const html = `<!doctype html><html><body>${"<p>Northwind Membership</p>".repeat(200)}</body></html>`;

describe("compressHtml", () => {
  it.each([
    ["br", "br"],
    ["gzip, deflate, br", "br"],
    ["gzip, deflate", "gzip"],
    ["gzip;q=1.0", "gzip"],
    ["identity", null],
    [undefined, null],
  ] as const)("answers Accept-Encoding %j with %j", (accept, encoding) => {
    const { body, encoding: chosen } = compressHtml(html, accept);

    expect(chosen).toBe(encoding);
    const restored =
      chosen === "br"
        ? brotliDecompressSync(body).toString("utf8")
        : chosen === "gzip"
          ? gunzipSync(body).toString("utf8")
          : body;
    expect(restored).toBe(html);
  });
});

describe("inlineStylesheets", () => {
  const webRoot = mkdtempSync(join(tmpdir(), "checkout-shell-"));
  mkdirSync(join(webRoot, "assets"));
  writeFileSync(join(webRoot, "assets/index-1.css"), ".page{display:flex}");
  writeFileSync(join(webRoot, "assets/odd-2.css"), ".x::after{content:'</style><script>'}");
  const link = (file: string) => `<link rel="stylesheet" crossorigin href="/assets/${file}">`;

  it("writes the build's stylesheet into the shell in place of its link", () => {
    expect(inlineStylesheets(`<head>${link("index-1.css")}</head>`, webRoot)).toBe(
      "<head><style>.page{display:flex}</style></head>",
    );
  });

  it("keeps the link of a stylesheet that is missing or could end its style element", () => {
    const shell = `<head>${link("gone-3.css")}${link("odd-2.css")}</head>`;

    expect(inlineStylesheets(shell, webRoot)).toBe(shell);
  });
});
