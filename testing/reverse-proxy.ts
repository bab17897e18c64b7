import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./server-process";

/** The example the deployment guide shows (docs/deploy.md), which the proxy here runs. */
const exampleConfigPath = fileURLToPath(new URL("../docs/deploy/nginx.conf", import.meta.url));

/** Debian's nginx, whether or not /usr/sbin is on the PATH; null when it is not installed. */
export function nginxBinary(): string | null {
  const onPath = (process.env.PATH ?? "").split(":").map((dir) => join(dir, "nginx"));
  return [...onPath, "/usr/sbin/nginx"].find((path) => existsSync(path)) ?? null;
}

/** Which backend a request goes to: round-robin over both, or one of them by name. */
export const PIN_HEADER = "x-test-backend";

/**
 * The example config with this machine's ports: the servers' in its upstream, the proxy's own
 * in place of TLS (a test has no certificate), and a map that sends a request carrying
 * `x-test-backend: a` (or `b`) to that process alone, so a test can say which one served it.
 */
export function siteConfig(example: string, { listen, backends }: SiteOptions): string {
  const [a, b] = backends;
  const lines = example
    .replace("127.0.0.1:3001", `127.0.0.1:${a}`)
    .replace("127.0.0.1:3002", `127.0.0.1:${b}`)
    .replace(/listen 80;\n\s*listen \[::\]:80;/, `listen 127.0.0.1:${listen.redirect};`)
    .replace(
      /listen 443 ssl http2;\n\s*listen \[::\]:443 ssl http2;/,
      `listen 127.0.0.1:${listen.proxy};`,
    )
    .replace(/^\s*ssl_\w+ .*\n/gm, "")
    .replace("proxy_pass http://checkout;", "proxy_pass http://$checkout_backend;");
  const leftOver = ["127.0.0.1:300", "listen 80", "listen 443", "ssl_", "http://checkout;"];
  if (leftOver.some((text) => lines.includes(text)))
    throw new Error("docs/deploy/nginx.conf no longer has the shape this test rewrites");
  return `${lines}
upstream checkout_a { server 127.0.0.1:${a}; }
upstream checkout_b { server 127.0.0.1:${b}; }
map $http_${PIN_HEADER.replaceAll("-", "_")} $checkout_backend {
    a checkout_a;
    b checkout_b;
    default checkout;
}
`;
}

interface SiteOptions {
  listen: { proxy: number; redirect: number };
  backends: [number, number];
}

/** nginx in front of two server processes, in a folder of its own, in the foreground. */
export async function startReverseProxy(binary: string, backends: [number, number]) {
  const prefix = mkdtempSync(join(tmpdir(), "checkout-nginx-"));
  const listen = { proxy: await freePort(), redirect: await freePort() };
  const site = siteConfig(readFileSync(exampleConfigPath, "utf8"), { listen, backends });
  writeFileSync(join(prefix, "checkout.conf"), site);
  writeFileSync(
    join(prefix, "nginx.conf"),
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
    access_log off;
    client_body_temp_path ${prefix}/body;
    proxy_temp_path ${prefix}/proxy;
    include ${prefix}/checkout.conf;
}
`,
  );
  const child: ChildProcess = spawn(
    binary,
    ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${listen.proxy}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    const answered = await fetch(`${baseUrl}/healthz`)
      .then((response) => response.ok)
      .catch(() => false);
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    /** nginx's error log: where it says which backend failed. */
    errorLog: () => readFileSync(join(prefix, "error.log"), "utf8"),
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      await rm(prefix, { recursive: true, force: true });
    },
  };
}
