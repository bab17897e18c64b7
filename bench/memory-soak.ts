/**
 * `npx tsx bench/memory-soak.ts [minutes]`: does the compiled server's memory keep growing under
 * a long, hostile load on the embedded PGlite? Starts `apps/server/dist/main.js` (run
 * `npm run build` first) on a fresh data folder, sends a mix of abuse (malformed bodies,
 * hostile strings, unknown paths, failed bot checks from ever-new addresses), real sign-ins,
 * analytics batches and catalog reads, and prints the server's RSS, V8 heap and external
 * (PGlite's WebAssembly memory) every 10 s, as the server reports them itself.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { pageViewEvent } from "@creator-checkout/testing/analytics-events";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import autocannon from "autocannon";
import { solveBotProof } from "./bot-proofs";
import { findFreePort } from "./free-port";
import { waitUntilHealthy } from "./server-process";

const repoRoot = fileURLToPath(new URL("../", import.meta.url));
const minutes = Number(process.argv[2] ?? 8);
const folder = mkdtempSync(join(tmpdir(), "checkout-soak-"));
const samples = join(folder, "memory.jsonl");
// Loaded before the server: every 10 s appends process.memoryUsage(), then the heap still in use
// after a full collection (what a leak would grow), to a file.
const sampler = join(folder, "sampler.mjs");
writeFileSync(
  sampler,
  `import { appendFileSync } from "node:fs";
setInterval(() => {
  const before = process.memoryUsage();
  globalThis.gc();
  const live = process.memoryUsage();
  appendFileSync(${JSON.stringify(samples)}, JSON.stringify({ at: Date.now(), ...before, liveHeap: live.heapUsed, rssAfterGc: live.rss }) + "\\n");
}, 10000).unref();
`,
);
const port = await findFreePort();
const baseUrl = `http://127.0.0.1:${port}`;
const child = spawn(
  process.execPath,
  [
    "--enable-source-maps",
    "--expose-gc",
    "--import",
    sampler,
    join(repoRoot, "apps/server/dist/main.js"),
  ],
  {
    env: {
      ...process.env,
      DATA_DIR: join(folder, "data"),
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "development",
      TRUST_PROXY: "1",
      ALTCHA_MAX_WORK: "10",
      CODE_SENDS_PER_IP: "100000000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  },
);
let output = "";
const server = {
  baseUrl,
  pid: child.pid,
  output: () => output,
  exitStatus: () => (child.exitCode === null && child.signalCode === null ? null : "exited"),
  stop: async () => {},
};
child.on("error", (error) => {
  output += error.message;
});
await waitUntilHealthy(server, 120_000);

const endAt = Date.now() + minutes * 60_000;
const randomAddress = () =>
  `10.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;
const json = { "content-type": "application/json" };
const publisher = { publisherid: demoIds.publisher };
const graphql = JSON.stringify({
  query: "query ($id: ID) { product(product_option_id: $id) { id title options { id price } } }",
  variables: { id: demoIds.monthly },
});
const abuse: autocannon.Request[] = [
  {
    method: "POST",
    path: "/api/auth/user/code/init",
    headers: { ...json, ...publisher, "x-bot-proof": "bm90LWEtcHJvb2Y=" },
    body: JSON.stringify({ email: "someone@example.com" }),
  },
  {
    method: "POST",
    path: "/api/auth/user/code/confirm",
    headers: { ...json, ...publisher },
    body: "{not json",
  },
  {
    method: "POST",
    path: "/api/auth/user/code/confirm",
    headers: { ...json, ...publisher },
    body: JSON.stringify({ email: "a\u0000b@example.com", code: "<script>" }),
  },
  { method: "GET", path: `/api/nothing-here/${"x".repeat(500)}` },
  { method: "POST", path: "/graphql", headers: { ...json, ...publisher }, body: graphql },
  {
    method: "POST",
    path: "/api/metrics/extract",
    headers: json,
    body: JSON.stringify(Array.from({ length: 20 }, () => pageViewEvent())),
  },
  { method: "GET", path: `/${demoIds.monthly}` },
  { method: "GET", path: "/api/bot-check/challenge" },
];
const load = autocannon({
  url: baseUrl,
  connections: 8,
  duration: minutes * 60,
  requests: abuse.map((request) => ({
    ...request,
    // Every request from a new address: each fills a slot in the per-address flood guard.
    setupRequest: (sent) => ({
      ...sent,
      headers: { ...sent.headers, "x-forwarded-for": randomAddress() },
    }),
  })),
});

// Real sign-ins alongside, one after another, each from a new address and to a new inbox.
let signIns = 0;
const signInLoop = (async () => {
  while (Date.now() < endAt) {
    const email = `soak-${signIns}@example.com`;
    const headers = { ...json, ...publisher, "x-forwarded-for": randomAddress() };
    const proof = await solveBotProof(baseUrl);
    await fetch(`${baseUrl}/api/auth/user/code/init`, {
      method: "POST",
      headers: { ...headers, "x-bot-proof": proof },
      body: JSON.stringify({ email }),
    });
    for (let poll = 0; poll < 100; poll++) {
      const outbox = (await (
        await fetch(`${baseUrl}/api/dev/outbox?to=${email}`, { headers })
      ).json()) as { messages?: { body: string }[] };
      const code = outbox.messages?.[0]?.body.match(/\b(\d{6})\b/)?.[1];
      if (code) {
        await fetch(`${baseUrl}/api/auth/user/code/confirm`, {
          method: "POST",
          headers,
          body: JSON.stringify({ email, code }),
        });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    signIns += 1;
  }
})();

// The server goes with this script, however it ends.
process.once("exit", () => child.kill("SIGKILL"));
const started = Date.now();
const report = setInterval(() => {
  const lines = readFileSync(samples, "utf8").trim().split("\n");
  const last = JSON.parse(lines.at(-1) ?? "{}") as Record<string, number>;
  const mb = (bytes = 0) => Math.round(bytes / 1048576);
  process.stdout.write(
    `${Math.round((Date.now() - started) / 1000)} s: rss ${mb(last.rss)} MB, heap ${mb(last.heapUsed)}/${mb(last.heapTotal)} MB, live heap ${mb(last.liveHeap)} MB, external ${mb(last.external)} MB, arrayBuffers ${mb(last.arrayBuffers)} MB, sign-ins ${signIns}\n`,
  );
}, 30_000);
const result = await load;
await signInLoop;
clearInterval(report);
process.stdout.write(
  `${result.requests.total} requests (${result.non2xx} not 2xx), ${signIns} sign-ins; samples in ${samples}\n`,
);
child.kill("SIGTERM");
await new Promise((resolve) => child.once("exit", resolve));
rmSync(join(folder, "data"), { recursive: true, force: true });
