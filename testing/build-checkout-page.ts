import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const repoRoot = resolve(import.meta.dirname, "..");

/**
 * Builds the checkout page, its server-rendering bundle and the overlay's scripts into a fresh folder, as
 * `npm run build` does into apps/web, so a test serves the real page without depending on an
 * earlier build. Returns the web root (its `dist`; the bundle is in `dist-ssr` beside it).
 */
export function buildCheckoutPage(): string {
  const out = mkdtempSync(join(tmpdir(), "checkout-build-"));
  const vite = join(repoRoot, "node_modules", "vite", "bin", "vite.js");
  const webDir = join(repoRoot, "apps", "web");
  const build = (...args: string[]) =>
    execFileSync(process.execPath, [vite, "build", "--logLevel", "error", ...args], {
      cwd: webDir,
      stdio: "pipe",
      // The page as shipped: a test runner's NODE_ENV would make Vite build React for development.
      env: { ...process.env, NODE_ENV: "production" },
    });
  build("--outDir", join(out, "dist"), "--emptyOutDir");
  build("--ssr", "src/entry-server.tsx", "--outDir", join(out, "dist-ssr"), "--emptyOutDir");
  // The overlay's own scripts, embed.js and the framed page's (docs/decisions/097).
  execFileSync(
    process.execPath,
    [
      join(repoRoot, "node_modules", "tsx", "dist", "cli.mjs"),
      "scripts/build-embed.ts",
      join(out, "dist", "embed"),
    ],
    { cwd: webDir, stdio: "pipe" },
  );
  return join(out, "dist");
}
