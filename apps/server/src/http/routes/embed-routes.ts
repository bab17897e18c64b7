import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { escapeHtml } from "@creator-checkout/core/html";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Db } from "../../db/connect";
import { listDemoPages } from "../../domain/catalog/list-demo-pages";
import { compressHtml } from "../page/compress-html";

/**
 * The sample creator's page served outside production (docs/decisions/099): opened on one
 * loopback name, it frames the checkout from the other, which browsers count as another site.
 */
export interface EmbedDemo {
  /** Where the sample page is opened, e.g. http://localhost:3000; the demo creator allows it. */
  hostOrigin: string;
  /** Where its links and embed.js point, e.g. http://127.0.0.1:3000. */
  checkoutOrigin: string;
  /** The demo creator, the one publisher that lets the sample page frame its checkout. */
  publisherId: string;
}

interface BuiltScript {
  path: string;
  body: string;
}

/** A script of dist/embed, at an address that changes with its content. */
function builtScript(webRoot: string, name: string): BuiltScript | null {
  const file = join(webRoot, "embed", `${name}.js`);
  if (!existsSync(file)) return null;
  const body = readFileSync(file, "utf8");
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 10);
  return { path: `/embed/${name}.${hash}.js`, body };
}

// Its address changes with its content, so a browser may keep it as long as it likes.
const IMMUTABLE = "public, max-age=31536000, immutable";
// How long a creator's visitors keep going to the address they have: a new embed.js reaches
// them within this.
const LATEST = "public, max-age=300";

function sendScript(reply: FastifyReply, script: BuiltScript, crossOrigin: boolean) {
  const { body, encoding } = compressHtml(script.body, reply.request.headers["accept-encoding"]);
  if (encoding) reply.header("content-encoding", encoding);
  // Creators' pages load embed.js from another site; helmet's default would refuse that.
  if (crossOrigin) reply.header("cross-origin-resource-policy", "cross-origin");
  return reply
    .type("text/javascript; charset=utf-8")
    .header("cache-control", IMMUTABLE)
    .header("vary", "accept-encoding")
    .send(body);
}

/**
 * embed.js for creators' pages, the framed checkout's own script, and outside production the
 * sample page. Answers the address of the framed checkout's script, or null before a build.
 */
export function registerEmbedRoutes(
  app: FastifyInstance,
  { db, webRoot, embedDemo }: { db: Db; webRoot: string; embedDemo?: EmbedDemo },
): { frameScriptPath: string | null } {
  const embed = builtScript(webRoot, "embed");
  const frame = builtScript(webRoot, "frame");
  if (embed) {
    // The redirect is part of a cross-site load too: it needs the same resource policy.
    app.get("/embed.js", async (_request, reply) =>
      reply
        .header("cache-control", LATEST)
        .header("cross-origin-resource-policy", "cross-origin")
        .redirect(embed.path, 302),
    );
    app.get(embed.path, async (_request, reply) => sendScript(reply, embed, true));
  }
  if (frame) app.get(frame.path, async (_request, reply) => sendScript(reply, frame, false));
  if (embedDemo) registerEmbedDemo(app, db, embedDemo);
  return { frameScriptPath: frame?.path ?? null };
}

// The sample page's own script: it lists what embed.js tells the page, as a creator's would.
const DEMO_SCRIPT = `const log = document.getElementById("events");
for (const type of ["loaded", "close", "success", "error"]) {
  addEventListener("creator-checkout:" + type, (event) => {
    const detail = event.detail || {};
    const item = document.createElement("li");
    item.textContent = type +
      (detail.orderId ? " order " + detail.orderId : "") +
      (detail.productOptionId ? " option " + detail.productOptionId : "") +
      (type === "success" ? (detail.claim ? " with a claim" : " without a claim") : "") +
      (detail.message ? " " + detail.message : "");
    log.append(item);
  });
}
`;

function registerEmbedDemo(app: FastifyInstance, db: Db, demo: EmbedDemo) {
  app.get("/embed-demo.js", async (_request, reply) =>
    reply
      .type("text/javascript; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(DEMO_SCRIPT),
  );
  app.get("/embed-demo", async (request, reply) => {
    // Opened on the checkout's own name it would frame itself, which no creator allows.
    if (`${request.protocol}://${request.host}` !== demo.hostOrigin) {
      return reply.redirect(`${demo.hostOrigin}/embed-demo`, 302);
    }
    const pages = await listDemoPages({ db });
    const links = pages
      .map(
        (page) =>
          `<li><a href="${demo.checkoutOrigin}/${page.productOptionId}" data-creator-checkout>${escapeHtml(page.label)}</a></li>`,
      )
      .join("\n");
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A creator's page (embed demo)</title>
<script src="${demo.checkoutOrigin}/embed.js" defer></script>
<script src="/embed-demo.js" defer></script>
</head>
<body style="font: 16px/1.5 system-ui, sans-serif; max-width: 40rem; margin: 2rem auto; padding: 0 1rem">
<h1>A creator's own page</h1>
<p>This page stands for a creator's site at ${escapeHtml(demo.hostOrigin)}. Each link opens the
checkout from ${escapeHtml(demo.checkoutOrigin)}, another site, over this page; without
JavaScript it opens the checkout page itself. Only the demo creator allows this page to frame
its checkout, and only outside production.</p>
<ul>
${links}
</ul>
<h2>What the checkout told this page</h2>
<ol id="events" aria-live="polite"></ol>
</body>
</html>`;
    const { body, encoding } = compressHtml(html, request.headers["accept-encoding"]);
    if (encoding) reply.header("content-encoding", encoding);
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header(
        "content-security-policy",
        `default-src 'self'; script-src 'self' ${demo.checkoutOrigin}; frame-src ${demo.checkoutOrigin}; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      )
      .send(body);
  });
}
