import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
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
  },
}));
