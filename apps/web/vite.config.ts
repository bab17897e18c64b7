import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";
import { markdownPage } from "./markdown-page";

// Files this small gain nothing from compression, and @fastify/static sends them as they are.
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes a brotli and a gzip copy beside each built script and stylesheet, once, at the highest
 * levels, so the server sends them compressed without compressing on every request
 * (@fastify/static's preCompressed; docs/decisions/047).
 */
function precompress(): Plugin {
  return {
    name: "precompress",
    apply: "build",
    // After every plugin has had its say on the code (Vite fills in its preload lists late).
    writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css)$/.test(file.fileName)) continue;
        const source = Buffer.from(file.type === "chunk" ? file.code : file.source);
        if (source.length < PRECOMPRESS_MIN_BYTES) continue;
        const path = join(outDir, file.fileName);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/**
 * The checkout arrives rendered (docs/decisions/045): its script is needed to answer the buyer,
 * not to draw the page. Asked for at low priority, it no longer competes with the stylesheet
 * and the creator's images for the first paint (docs/decisions/060).
 */
function entryScriptAtLowPriority(): Plugin {
  return {
    name: "entry-script-at-low-priority",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html) =>
        html.replace(
          /<script type="module"(?![^>]*fetchpriority)/,
          '<script type="module" fetchpriority="low"',
        ),
    },
  };
}

/**
 * The page's client names routes of the API's table (docs/decisions/068), but needs only their
 * methods and paths: the table's zod schemas stay out of the built page. The module the page
 * imports is replaced by one that holds each route's method and path, read from the table itself
 * at build time. The reply checks outside production load the whole table, under its other name.
 */
const API_ROUTE_MODULE = "\0api-route:";

function apiRoutePathsOnly(): Plugin {
  const TABLE = "@creator-checkout/core/api-routes";
  const PATHS_ONLY = "\0api-route-paths";
  // One module a route, so each lands in the chunk that calls it: the dashboard's routes stay
  // in the dashboard's lazy chunk instead of the checkout's first download.
  const ROUTE = API_ROUTE_MODULE;
  let table: Promise<Record<string, { method: string; path: string }>> | null = null;
  return {
    name: "api-route-paths-only",
    apply: "build",
    // Before Vite's own resolver, which would find the package's file first.
    enforce: "pre",
    resolveId: (id) => (id === TABLE ? PATHS_ONLY : id.startsWith(ROUTE) ? id : null),
    async load(id) {
      if (id !== PATHS_ONLY && !id.startsWith(ROUTE)) return null;
      table ??= (async () => {
        const tableFile = await this.resolve("@creator-checkout/core/api-route-schemas");
        if (!tableFile) throw new Error("The API's route table could not be found.");
        const { tsImport } = await import("tsx/esm/api");
        return tsImport(tableFile.id, import.meta.url);
      })();
      const routes = await table;
      if (id === PATHS_ONLY) {
        return Object.keys(routes)
          .map((name) => `export { route as ${name} } from ${JSON.stringify(`${ROUTE}${name}`)};`)
          .join("\n");
      }
      const route = routes[id.slice(ROUTE.length)];
      if (!route) throw new Error(`${id} is not a route of the table.`);
      return `export const route = ${JSON.stringify({ method: route.method, path: route.path })};`;
    },
  };
}

/**
 * The accessibility conformance report, docs/accessibility.md, as a page of the build,
 * /accessibility.html: the server serves it with the page's other files, so every self-hosted
 * checkout publishes the report of the code it runs, and its footer links to it
 * (docs/decisions/074).
 */
function accessibilityReport(): Plugin {
  const source = new URL("../../docs/accessibility.md", import.meta.url);
  return {
    name: "accessibility-report",
    apply: "build",
    generateBundle() {
      this.addWatchFile(source.pathname);
      this.emitFile({
        type: "asset",
        fileName: "accessibility.html",
        source: markdownPage(readFileSync(source, "utf8")),
      });
    },
  };
}

const REACT_ITSELF = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

// Paged queries (the dashboard's lists) and mutations (saving a card, a password, a refund) are
// used only by parts that load later. The library's index, which the page imports, would
// otherwise carry their observers into the first download.
const LATER_QUERY_PARTS =
  /[\\/]@tanstack[\\/](react-query|query-core)[\\/].*[\\/](useInfiniteQuery|infiniteQueryObserver|useMutation|mutationObserver)\.js$/;

/** "page" for every module src/start-page.tsx imports, directly or through others. */
function pageChunkName(moduleId: string, context: ChunkingContext): string | null {
  // A route's one importer is the table that re-exports every route, which the page imports:
  // the bundler places each route by who uses it instead (see apiRoutePathsOnly).
  if (moduleId.startsWith(API_ROUTE_MODULE)) return null;
  if (LATER_QUERY_PARTS.test(moduleId)) return null;
  const seen = new Set<string>();
  const pending = [moduleId];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (/[\\/]src[\\/]start-page\.tsx$/.test(id)) return "page";
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(context.getModuleInfo(id)?.importers ?? []));
  }
  return null;
}

// The parts src/main.tsx imports one task after another: their code is part of the first
// download, so the built page asks for them with its entry rather than when each is imported.
const START_STAGES = [/\/react-dom\/client\.js$/, /\/src\/start-page\.tsx$/];

/**
 * Adds to index.html a modulepreload for every chunk of src/main.tsx's start stages and what
 * they import, and a stylesheet link for their CSS: the server-rendered page is styled from its
 * first paint, and the scripts load at once, at the entry's low priority (docs/decisions/060).
 */
function preloadStartStages(): Plugin {
  return {
    name: "preload-start-stages",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
        const wanted = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          if (!chunk || wanted.has(fileName)) return;
          wanted.add(fileName);
          for (const imported of chunk.imports) visit(imported);
        };
        for (const chunk of chunks) {
          const holdsStage = chunk.moduleIds.some((id) =>
            START_STAGES.some((stage) => stage.test(id)),
          );
          if (holdsStage) visit(chunk.fileName);
        }
        const entry = context.chunk?.fileName;
        const linked = new Set([...html.matchAll(/href="\/([^"]+)"/g)].map((match) => match[1]));
        const tags: string[] = [];
        for (const fileName of wanted) {
          if (fileName === entry || linked.has(fileName)) continue;
          tags.push(
            `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${fileName}">`,
          );
        }
        for (const fileName of wanted) {
          const chunk = chunks.find((candidate) => candidate.fileName === fileName);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) {
            if (!linked.has(css)) tags.push(`<link rel="stylesheet" crossorigin href="/${css}">`);
            linked.add(css);
          }
        }
        return html.replace(/\s*<\/head>/, `\n    ${tags.join("\n    ")}\n  </head>`);
      },
    },
  };
}

/**
 * What only the catalogs' parts import: the parts, the pseudo-locale's accents, and each
 * language's formats but English's, which the page starts with.
 */
const WORDS_ALONE = /[\\/]i18n[\\/](catalogs[\\/]|pseudo\.ts$|formats[\\/](?!en\.ts$))/;

const CATALOG_MODULE = /[\\/]i18n[\\/]catalogs[\\/]([\w-]+)[\\/]([\w-]+)\.ts$/;

/**
 * Writes catalog-files.json: for each language, the files of each part of its catalog. The
 * server preloads its first view's for a page in that language and no other
 * (docs/decisions/106, 121).
 */
function catalogFiles(): Plugin {
  const catalogs = join(import.meta.dirname, "../../packages/core/src/i18n/catalogs");
  return {
    name: "catalog-files",
    apply: "build",
    // Each part a chunk of its own, named by the server (page-language.ts): the page carries no
    // table of every language's files.
    buildStart() {
      for (const locale of readdirSync(catalogs)) {
        for (const part of readdirSync(join(catalogs, locale))) {
          const id = join(catalogs, locale, part);
          this.emitFile({ type: "chunk", id, preserveSignature: "strict" });
        }
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
      const filesOf = (fileName: string, files: string[] = []): string[] => {
        if (files.includes(fileName)) return files;
        files.push(fileName);
        const chunk = chunks.find((candidate) => candidate.fileName === fileName);
        for (const imported of chunk?.imports ?? []) filesOf(imported, files);
        return files;
      };
      const byLocale: Record<string, Record<string, string[]>> = {};
      for (const chunk of chunks) {
        const [, locale, part] = chunk.facadeModuleId?.match(CATALOG_MODULE) ?? [];
        if (!locale || !part) continue;
        byLocale[locale] = { ...byLocale[locale], [part]: filesOf(chunk.fileName) };
      }
      this.emitFile({
        type: "asset",
        fileName: "catalog-files.json",
        source: JSON.stringify(byLocale),
      });
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  // The server reads the rendering bundle from disk: only the page's files are sent compressed.
  plugins: isSsrBuild
    ? [apiRoutePathsOnly()]
    : [
        apiRoutePathsOnly(),
        precompress(),
        entryScriptAtLowPriority(),
        preloadStartStages(),
        catalogFiles(),
        accessibilityReport(),
      ],
  resolve: { tsconfigPaths: true },
  // The server-rendering bundle (dist-ssr, docs/decisions/045) carries its own production builds
  // of React and React DOM's server renderer (its one import from outside is node:module): the
  // markup it renders is the one the shipped page hydrates, whatever NODE_ENV the server runs
  // with, and it needs no node_modules of the page's beside it. The server's own bundle
  // (apps/server/dist) carries no React: it loads this one by file path.
  ...(isSsrBuild
    ? {
        ssr: { noExternal: true },
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
      }
    : {}),
  server: {
    proxy: {
      "/api": "http://127.0.0.1:3000",
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The server-rendering bundle (dist-ssr, docs/decisions/045) needs no copy of the page's files.
    copyPublicDir: !isSsrBuild,
    rollupOptions: {
      // Marks that the libraries leave for frameworks that split server and browser code; the
      // page has no such split, and the bundler dropping them changes nothing.
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" && warning.message.includes('"use client"')) {
          return;
        }
        warn(warning);
      },
      ...(isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                // What the page needs to start goes in three chunks, one per start stage of
                // src/main.tsx: split into the many small chunks the lazy parts share, it
                // compressed worse and took more requests.
                groups: [
                  // Each part of each language's words is an entry (catalogFiles), not a stage.
                  {
                    name: "first-paint",
                    tags: ["$initial"],
                    test: (id: string) => !WORDS_ALONE.test(id),
                    priority: 2,
                  },
                  { name: "react", test: REACT_ITSELF, priority: 1 },
                  { name: pageChunkName },
                ],
              },
            },
          }),
    },
  },
}));
