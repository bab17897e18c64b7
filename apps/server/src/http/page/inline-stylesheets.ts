import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*?href="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The shell with its own stylesheets written into it, so the first paint waits for no second
 * request (architecture section 6). The files are the build's, read once at start; one that is
 * missing, or that could end a `<style>` element, keeps its link.
 */
export function inlineStylesheets(shell: string, webRoot: string): string {
  return shell.replace(STYLESHEET_LINK, (link, path: string) => {
    const file = join(webRoot, path);
    if (!existsSync(file)) return link;
    const css = readFileSync(file, "utf8");
    return /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}
