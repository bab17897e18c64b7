/**
 * Builds the two small scripts of the overlay (docs/decisions/097) beside the page's build:
 * dist/embed/embed.js, which creators load on their own pages, and dist/embed/frame.js, which
 * the checkout page loads only when it is framed. Plain DOM code that imports nothing of the
 * page's (frame.ts only its own rules, frame-rules.ts), bundled and minified; the
 * server serves each at an address that carries a hash of its content. An argument names
 * another folder to write them to (the tests' own builds).
 */
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const webRoot = fileURLToPath(new URL("../", import.meta.url));

await build({
  absWorkingDir: webRoot,
  entryPoints: { embed: "src/embed/embed.ts", frame: "src/embed/frame.ts" },
  outdir: process.argv[2] ?? "dist/embed",
  bundle: true,
  minify: true,
  format: "iife",
  // Browsers with <dialog>, optional chaining and Array spread of typed arrays.
  target: ["chrome100", "firefox100", "safari15.4"],
  legalComments: "none",
  logLevel: "warning",
});
