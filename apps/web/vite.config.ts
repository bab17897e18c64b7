import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  // The server-rendering bundle (dist-ssr, docs/decisions/045) carries its own production React:
  // the markup it renders is the one the shipped page hydrates, whatever NODE_ENV the server runs
  // with, and it needs no node_modules of the page's beside it.
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
  },
}));
