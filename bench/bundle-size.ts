import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { constants, gzipSync } from "node:zlib";

export interface InitialBundle {
  jsFiles: string[];
  cssFiles: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Built scripts, the server-rendering bundle's included, that carry Preact instead of React. */
  preactFiles: string[];
  /** embed.js, which creators' pages load (docs/decisions/097); null when it was not built. */
  embedGzipBytes: number | null;
  /** The script a framed checkout loads besides its first view; null when it was not built. */
  frameGzipBytes: number | null;
  /**
   * Each part of each language's catalog, what a page in it downloads beside the first download
   * (docs/decisions/106, 121): its files the first download does not hold already.
   */
  catalogGzipBytes: Record<string, Record<string, number>>;
}

/**
 * What survives minification of Preact: its element marker (`Symbol.for("pv")`) and its server
 * renderer's comment option. The page and its server rendering run React itself
 * (docs/decisions/060); a library that pulled Preact back in would show here.
 */
const PREACT_MARKERS = [/Symbol\.for\(["'`]pv["'`]\)/, /UNSTABLE_comment/, /from\s*["'`]preact/];

export function carriesPreact(source: string): boolean {
  return PREACT_MARKERS.some((marker) => marker.test(source));
}

/** Every built script under `dirs` whose code carries Preact, relative to its folder. */
export async function findPreact(dirs: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const entry of await readdir(dir, { recursive: true })) {
      if (!/\.m?js$/.test(entry)) continue;
      if (carriesPreact(await readFile(join(dir, entry), "utf8"))) found.push(join(dir, entry));
    }
  }
  return found;
}

interface HtmlTag {
  name: string;
  attributes: Map<string, string>;
}

function parseTags(html: string): HtmlTag[] {
  const withoutComments = html.replace(/<!--[\s\S]*?-->/g, "");
  const tags: HtmlTag[] = [];
  for (const tag of withoutComments.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attributes = new Map<string, string>();
    const source = tag[2] ?? "";
    for (const attribute of source.matchAll(
      /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g,
    )) {
      const name = attribute[1]?.toLowerCase();
      if (name) attributes.set(name, attribute[2] ?? attribute[3] ?? attribute[4] ?? "");
    }
    tags.push({ name: (tag[1] ?? "").toLowerCase(), attributes });
  }
  return tags;
}

function relList(tag: HtmlTag): string[] {
  return (tag.attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
}

/** Maps an asset reference in index.html to the file vite wrote under dist. */
function assetPath(distDir: string, reference: string): string {
  if (/^([a-z]+:)?\/\//i.test(reference)) {
    throw new Error(`initial asset ${reference} is not served from dist, so it cannot be sized`);
  }
  const pathname = decodeURIComponent(reference.split(/[?#]/)[0] ?? "").replace(/^\.?\/+/, "");
  const path = resolve(distDir, pathname);
  if (!path.startsWith(resolve(distDir) + sep) || !existsSync(path)) {
    throw new Error(`initial asset ${reference} is referenced by index.html but not in ${distDir}`);
  }
  return path;
}

async function gzipBytes(paths: readonly string[]): Promise<number> {
  let total = 0;
  for (const path of paths) {
    total += gzipSync(await readFile(path), { level: constants.Z_BEST_COMPRESSION }).length;
  }
  return total;
}

/**
 * Sizes what the checkout page downloads before it can render: the entry module, every
 * modulepreload and every stylesheet linked from the built index.html.
 */
export async function measureInitialBundle(distDir: string): Promise<InitialBundle> {
  const preactFiles = await findPreact([distDir, join(distDir, "..", "dist-ssr")]);
  const indexPath = join(distDir, "index.html");
  if (!existsSync(indexPath)) {
    throw new Error(
      `${indexPath} does not exist: the web app is not built (run \`npm run build -w apps/web\`)`,
    );
  }
  const tags = parseTags(await readFile(indexPath, "utf8"));
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of tags) {
    const src = tag.attributes.get("src");
    const href = tag.attributes.get("href");
    if (tag.name === "script" && tag.attributes.get("type") === "module" && src) {
      js.add(assetPath(distDir, src));
    } else if (tag.name === "link" && href && relList(tag).includes("modulepreload")) {
      js.add(assetPath(distDir, href));
    } else if (tag.name === "link" && href && relList(tag).includes("stylesheet")) {
      css.add(assetPath(distDir, href));
    }
  }
  if (js.size === 0) throw new Error(`${indexPath} has no <script type="module" src>`);
  const jsFiles = [...js];
  const cssFiles = [...css];
  return {
    jsFiles: jsFiles.map((path) => relative(distDir, path)),
    cssFiles: cssFiles.map((path) => relative(distDir, path)),
    jsGzipBytes: await gzipBytes(jsFiles),
    cssGzipBytes: await gzipBytes(cssFiles),
    preactFiles: preactFiles.map((path) => relative(join(distDir, ".."), path)),
    embedGzipBytes: await builtScriptGzipBytes(join(distDir, "embed", "embed.js")),
    frameGzipBytes: await builtScriptGzipBytes(join(distDir, "embed", "frame.js")),
    catalogGzipBytes: await catalogSizes(distDir, new Set(jsFiles)),
  };
}

/** The build's list of each language's files (apps/web/vite.config.ts), sized without the first download's. */
async function catalogSizes(
  distDir: string,
  initial: ReadonlySet<string>,
): Promise<Record<string, Record<string, number>>> {
  const listPath = join(distDir, "catalog-files.json");
  if (!existsSync(listPath)) return {};
  const byLocale = JSON.parse(await readFile(listPath, "utf8")) as Record<
    string,
    Record<string, string[]>
  >;
  const sizes: Record<string, Record<string, number>> = {};
  for (const [locale, parts] of Object.entries(byLocale)) {
    for (const [part, files] of Object.entries(parts)) {
      const own = files
        .map((file) => assetPath(distDir, file))
        .filter((path) => !initial.has(path));
      sizes[locale] = { ...sizes[locale], [part]: await gzipBytes(own) };
    }
  }
  return sizes;
}

async function builtScriptGzipBytes(path: string): Promise<number | null> {
  return existsSync(path) ? gzipBytes([path]) : null;
}
