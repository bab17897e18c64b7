import { escapeHtml } from "@creator-checkout/core/html";
import type { RenderedCheckoutPage } from "./checkout-renderer";

const ROOT_ELEMENT = '<div id="root"></div>';
const TITLE_ELEMENT = /<title>[^<]*<\/title>/;

/**
 * JSON that can stand inside a `<script>` element: no `</script>` or `<!--` can end or change
 * it, whatever a creator put in a title, since every `<`, `>` and `&` is written as a JSON
 * escape; U+2028 and U+2029 too, which older parsers of JavaScript read as line ends.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** Whether the built shell has the places the rendered page goes into. */
export function shellAcceptsRenderedPage(shell: string): boolean {
  return shell.includes(ROOT_ELEMENT) && TITLE_ELEMENT.test(shell);
}

/**
 * The shell with the rendered page in it: its title, its markup in `#root`, and its data in a
 * JSON script element right after (not run as script, so the CSP needs no hash for it).
 */
export function renderedDocument(shell: string, page: RenderedCheckoutPage): string {
  const data = `<script type="application/json" id="${escapeHtml(page.dataElementId)}">${jsonForScript(page.data)}</script>`;
  const withTitle =
    page.title === null
      ? shell
      : shell.replace(TITLE_ELEMENT, () => `<title>${escapeHtml(page.title ?? "")}</title>`);
  return withTitle.replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>${data}`);
}

export type AppEnvironment = "development" | "staging" | "production";

/**
 * The shell with the favicons of the deployment (product.md §9 "Favicons are set per
 * environment"): production keeps the built `/favicon.svg` and `/favicon-dark.svg`; staging and
 * development get their own, marked, so a person with several tabs open sees which is which.
 */
export function withEnvironmentFavicons(shell: string, environment: AppEnvironment): string {
  if (environment === "production") return shell;
  return shell
    .replace('href="/favicon.svg"', () => `href="/favicon-${environment}.svg"`)
    .replace('href="/favicon-dark.svg"', () => `href="/favicon-${environment}-dark.svg"`);
}

const PAGE_SCRIPTS =
  /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*rel="modulepreload"[^>]*>|<meta name="words"[^>]*>/g;

/**
 * The shell as a page of markup alone: its title, `html` in `#root`, and none of the checkout's
 * scripts, their preloads or the files of its later words, for a page that needs no script (docs/decisions/086).
 */
export function staticDocument(shell: string, page: { title: string; html: string }): string {
  return shell
    .replace(PAGE_SCRIPTS, "")
    .replace(TITLE_ELEMENT, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace(ROOT_ELEMENT, () => `<div id="root">${page.html}</div>`);
}
