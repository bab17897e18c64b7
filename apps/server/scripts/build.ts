/**
 * Builds the server and its commands into dist/ as plain JavaScript, the way production runs
 * them (docs/decisions/050): our own code (the server and @creator-checkout/core, which is
 * TypeScript source) is bundled; npm packages stay imports, resolved from node_modules at run
 * time as they are under tsx. Each entry becomes dist/<name>.js, one folder below apps/server
 * like the sources in src/, so paths taken from import.meta.url resolve the same in both.
 */
import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";

const serverRoot = fileURLToPath(new URL("../", import.meta.url));
const outdir = `${serverRoot}dist`;

const entryPoints = {
  main: "src/main.ts",
  catalog: "src/cli/catalog.ts",
  billing: "src/cli/billing.ts",
  publisher: "src/cli/publisher.ts",
  report: "src/cli/report.ts",
};

/**
 * Every bare import is an npm package, left external, except our own workspace packages; the
 * test stand-ins' package fails the build, so production never carries one (docs/decisions/071).
 */
const npmPackagesExternal: Plugin = {
  name: "npm-packages-external",
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith("@creator-checkout/testing")) {
        return { errors: [{ text: `${args.importer} imports a test stand-in: ${args.path}` }] };
      }
      return args.path.startsWith("@creator-checkout/")
        ? undefined
        : { path: args.path, external: true };
    });
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: serverRoot,
  entryPoints,
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  // A module the code imports with import() becomes a chunk of its own, so the npm packages
  // only it imports load with it (the database drivers: docs/decisions/110). Chunks sit in
  // dist/ beside the entries, so import.meta.url means the same folder in every one.
  splitting: true,
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [npmPackagesExternal],
});
