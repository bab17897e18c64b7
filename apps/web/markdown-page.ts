import { escapeHtml } from "@creator-checkout/core/html";
/**
 * A Markdown document as a page of its own, for the documents the checkout publishes beside
 * itself (the accessibility conformance report, docs/decisions/074). It reads the Markdown
 * those documents use, and no more: headings, paragraphs, lists, tables, links, bold and code.
 */

/** Bold, code and links inside a line; everything else is text. */
export function inlineHtml(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, "<code>$1</code>")
    .replace(/\*\*([^*]+)\*\*/g, "<strong>$1</strong>")
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_match, label: string, href: string) => {
      const safe = /^(https?:|mailto:|\/|#)/.test(href) ? href : "#";
      return `<a href="${safe}">${label}</a>`;
    });
}

const tableCells = (line: string) =>
  line
    .trim()
    .replace(/^\||\|$/g, "")
    .split("|")
    .map((cell) => cell.trim());

/**
 * A table in a box that scrolls sideways when the table is wider than the page (WCAG 1.4.10).
 * The box takes the focus and is named by the heading above it, so a keyboard scrolls it to the
 * last column too (WCAG 2.1.1) and a screen reader says which table it is.
 */
function tableHtml(lines: readonly string[], heading: string): string {
  const [header = "", , ...rows] = lines;
  const head = tableCells(header)
    .map((cell) => `<th scope="col">${inlineHtml(cell)}</th>`)
    .join("");
  const body = rows
    .map((row) => {
      const [first = "", ...rest] = tableCells(row);
      const cells = rest.map((cell) => `<td>${inlineHtml(cell)}</td>`).join("");
      return `<tr><th scope="row">${inlineHtml(first)}</th>${cells}</tr>`;
    })
    .join("\n");
  const name = escapeHtml(heading.replace(/\*\*|`/g, ""));
  return `<div class="table" role="region" aria-label="${name}" tabindex="0">\n<table>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${body}\n</tbody>\n</table>\n</div>`;
}

/** The blocks of `markdown` as HTML: a heading, a list or a table per block, else a paragraph. */
export function markdownHtml(markdown: string): string {
  const blocks = markdown.replace(/\r\n/g, "\n").split(/\n\s*\n/);
  let lastHeading = "";
  return blocks
    .map((block) => block.trim())
    .filter((block) => block !== "")
    .map((block) => {
      const lines = block.split("\n");
      const heading = /^(#{1,4}) (.+)$/.exec(block);
      if (heading && lines.length === 1) {
        const level = heading[1]?.length ?? 1;
        lastHeading = heading[2] ?? "";
        return `<h${level}>${inlineHtml(lastHeading)}</h${level}>`;
      }
      if (lines.every((line) => line.trim().startsWith("|"))) return tableHtml(lines, lastHeading);
      if (lines.every((line) => /^(- |\s{2,})/.test(line))) {
        const items = block
          .split(/\n(?=- )/)
          .map(
            (item) => `<li>${inlineHtml(item.replace(/^- /, "").replace(/\s*\n\s*/g, " "))}</li>`,
          );
        return `<ul>\n${items.join("\n")}\n</ul>`;
      }
      return `<p>${inlineHtml(lines.join(" "))}</p>`;
    })
    .join("\n");
}

/** A whole page: `markdown`'s first heading is its title. */
export function markdownPage(markdown: string): string {
  const title = /^# (.+)$/m.exec(markdown)?.[1] ?? "Creator Checkout";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { max-width: 60rem; margin: 0 auto; padding: 1rem; font: 1rem/1.5 system-ui, sans-serif; color: #1d2433; }
.table { overflow-x: auto; }
.table:focus-visible, a:focus-visible { outline: 2px solid #1d4ed8; outline-offset: 2px; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid #c3cad8; padding: 0.375rem 0.5rem; text-align: left; vertical-align: top; }
thead th { background: #f2f4f8; }
code { font-size: 0.875em; overflow-wrap: anywhere; }
a { color: #1d4ed8; }
</style>
</head>
<body>
<main>
${markdownHtml(markdown)}
</main>
</body>
</html>
`;
}
