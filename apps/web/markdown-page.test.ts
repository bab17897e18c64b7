import { describe, expect, it } from "vitest";
import { inlineHtml, markdownHtml, markdownPage } from "./markdown-page";

describe("markdownHtml", () => {
  it.each([
    ["# Title", "<h1>Title</h1>"],
    ["## Part **one**", "<h2>Part <strong>one</strong></h2>"],
    ["A line\nand its next.", "<p>A line and its next.</p>"],
    ["- one\n- two\n  continued", "<ul>\n<li>one</li>\n<li>two continued</li>\n</ul>"],
    [
      "## Level **A**\n\n| Criterion | Level |\n|---|---|\n| 1.1.1 Non-text | A |",
      '<h2>Level <strong>A</strong></h2>\n<div class="table" role="region" aria-label="Level A" tabindex="0">\n<table>\n<thead><tr><th scope="col">Criterion</th><th scope="col">Level</th></tr></thead>\n<tbody>\n<tr><th scope="row">1.1.1 Non-text</th><td>A</td></tr>\n</tbody>\n</table>\n</div>',
    ],
  ])("%j", (markdown, html) => {
    expect(markdownHtml(markdown)).toBe(html);
  });
});

describe("inlineHtml", () => {
  it.each([
    ["`e2e/a.spec.ts`", "<code>e2e/a.spec.ts</code>"],
    ["[report](mailto:a@b.test)", '<a href="mailto:a@b.test">report</a>'],
    ["[home](/accessibility.html)", '<a href="/accessibility.html">home</a>'],
    // Markup in the text is shown, never run; a link to a script goes nowhere.
    ["<script>x</script>", "&lt;script&gt;x&lt;/script&gt;"],
    ["[x](javascript:void)", '<a href="#">x</a>'],
  ])("%j", (markdown, html) => {
    expect(inlineHtml(markdown)).toBe(html);
  });
});

it("a page takes its title from the first heading and says its language", () => {
  const page = markdownPage("# Accessibility conformance report\n\nText.");
  expect(page).toContain("<title>Accessibility conformance report</title>");
  expect(page).toContain('<html lang="en">');
  expect(page).toContain(
    "<main>\n<h1>Accessibility conformance report</h1>\n<p>Text.</p>\n</main>",
  );
});
