import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // The web app's own import prefix (apps/web/tsconfig.json), so its units import as it does.
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL("apps/web/src/", import.meta.url)) },
    ],
  },
  test: {
    include: [
      "packages/**/*.test.{ts,tsx}",
      "apps/**/*.test.{ts,tsx}",
      "docs/**/*.test.ts",
      "bench/**/*.test.ts",
      "scripts/**/*.test.ts",
    ],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
