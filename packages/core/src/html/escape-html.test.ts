import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html";

describe("escapeHtml", () => {
  it.each([
    ["plain words", "plain words"],
    ["<script>", "&lt;script&gt;"],
    ['a "quoted" value', "a &quot;quoted&quot; value"],
    ["it's", "it&#39;s"],
    ["&amp; stays text", "&amp;amp; stays text"],
    ["</title><img onerror=x>", "&lt;/title&gt;&lt;img onerror=x&gt;"],
  ])("writes %j as %j", (text, html) => {
    expect(escapeHtml(text)).toBe(html);
  });
});
