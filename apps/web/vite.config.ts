import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

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

export default defineConfig(({ isSsrBuild }) => ({
  // The server reads the rendering bundle from disk: only the page's files are sent compressed.
  plugins: isSsrBuild ? [] : [precompress(), entryScriptAtLowPriority()],
  resolve: { tsconfigPaths: true },
  // The server-rendering bundle (dist-ssr, docs/decisions/045) carries its own production build of
  // React DOM's server renderer: the markup it renders is the one the shipped page hydrates,
  // whatever NODE_ENV the server runs with, and it needs no node_modules of the page's beside it.
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
                // Everything the first paint needs goes in one chunk: split into the many small
                // chunks the lazy parts share, it compressed worse and took more requests.
                groups: [{ name: "first-paint", tags: ["$initial"] }],
              },
            },
          }),
    },
  },
}));
