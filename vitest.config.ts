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
    // Migrates a template of each database once; test databases are copies (docs/decisions/115).
    globalSetup: ["./testing/template-databases.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
