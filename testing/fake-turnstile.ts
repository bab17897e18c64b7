import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** How long a token the stand-in issues stays good, as Cloudflare's do (300 seconds). */
const TOKEN_LIFETIME_MS = 300_000;

/**
 * The page's side of the stand-in: `window.turnstile` with Cloudflare's explicit-render calls
 * (render, reset, remove, getResponse). Like Cloudflare's, the check itself runs in a frame from
 * this origin, which hands its token to the page by postMessage.
 */
const apiScript = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  const widgets = new Map();
  let count = 0;
  window.addEventListener("message", (event) => {
    if (event.origin !== origin || !event.data || typeof event.data !== "object") return;
    const widget = widgets.get(event.data.widgetId);
    if (!widget || event.data.event !== "token") return;
    widget.token = event.data.token;
    if (typeof widget.options.callback === "function") widget.options.callback(event.data.token);
  });
  window.turnstile = {
    render(container, options) {
      const host = typeof container === "string" ? document.querySelector(container) : container;
      const widgetId = "stand-in-" + (count += 1);
      const frame = document.createElement("iframe");
      frame.title = "Widget containing a Cloudflare security challenge";
      frame.style.cssText = "border:0;width:300px;height:65px";
      const query = new URLSearchParams({ sitekey: options.sitekey, id: widgetId, parent: location.origin });
      frame.src = origin + "/turnstile/v0/widget?" + query;
      host.append(frame);
      widgets.set(widgetId, { frame, options, token: undefined });
      return widgetId;
    },
    reset(widgetId) {
      const widget = widgets.get(widgetId);
      if (!widget) return;
      widget.token = undefined;
      widget.frame.contentWindow?.postMessage({ event: "reset" }, origin);
    },
    remove(widgetId) {
      widgets.get(widgetId)?.frame.remove();
      widgets.delete(widgetId);
    },
    getResponse(widgetId) {
      return widgets.get(widgetId)?.token;
    },
  };
})();
`;

/**
 * The challenge frame: one checkbox. Checking it issues a token; after that first check a reset
 * passes again by itself, as Turnstile's managed mode does for a visitor it has just seen.
 */
function widgetPage(params: URLSearchParams): string {
  const settings = JSON.stringify({
    sitekey: params.get("sitekey") ?? "",
    widgetId: params.get("id") ?? "",
    parent: params.get("parent") ?? "",
  }).replaceAll("<", "\\u003c");
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Turnstile stand-in</title>
<body style="margin:0;font:14px sans-serif">
<label style="display:flex;gap:8px;align-items:center;padding:18px 12px;border:1px solid #ccc">
<input type="checkbox" id="check"> <span id="label">Verify you are human</span></label>
<script>
const settings = ${settings};
const check = document.getElementById("check");
const label = document.getElementById("label");
let passedOnce = false;
async function pass() {
  label.textContent = "Verifying…";
  const response = await fetch("/turnstile/v0/issue", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ sitekey: settings.sitekey }),
  });
  if (!response.ok) { label.textContent = "Verification failed"; check.checked = false; return; }
  const { token } = await response.json();
  passedOnce = true;
  check.checked = true;
  check.disabled = true;
  label.textContent = "Success!";
  parent.postMessage({ event: "token", widgetId: settings.widgetId, token }, settings.parent);
}
check.addEventListener("change", () => { if (check.checked) void pass(); });
addEventListener("message", (event) => {
  if (event.source !== parent || event.data?.event !== "reset") return;
  if (passedOnce) void pass();
});
</script></body></html>`;
}

/**
 * A local stand-in for Cloudflare Turnstile, for tests only: the script the page loads, the
 * challenge frame, and siteverify, which accepts a token only if this stand-in issued it for the
 * site key whose secret is presented, within its lifetime, and only once.
 */
export async function startFakeTurnstile({
  port = 0,
  siteKey,
  secretKey,
}: {
  port?: number;
  siteKey: string;
  secretKey: string;
}) {
  const issued = new Map<string, { expiresAt: number }>();
  let verifications = 0;

  function issue(): string {
    const token = `stand-in.${randomBytes(24).toString("base64url")}`;
    issued.set(token, { expiresAt: Date.now() + TOKEN_LIFETIME_MS });
    return token;
  }

  function siteverify(form: URLSearchParams) {
    verifications += 1;
    if (form.get("secret") !== secretKey)
      return { success: false, "error-codes": ["invalid-input-secret"] };
    const token = form.get("response") ?? "";
    const entry = issued.get(token);
    if (!entry) return { success: false, "error-codes": ["invalid-input-response"] };
    issued.delete(token);
    if (entry.expiresAt < Date.now())
      return { success: false, "error-codes": ["timeout-or-duplicate"] };
    return {
      success: true,
      challenge_ts: new Date().toISOString(),
      hostname: "127.0.0.1",
      "error-codes": [],
    };
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", "http://stand-in");
    const send = (status: number, type: string, body: string) => {
      response.writeHead(status, { "content-type": type, "cache-control": "no-store" });
      response.end(body);
    };
    const json = (status: number, body: unknown) =>
      send(status, "application/json", JSON.stringify(body));
    if (request.method === "GET" && url.pathname === "/turnstile/v0/api.js") {
      return send(200, "text/javascript", apiScript);
    }
    if (request.method === "GET" && url.pathname === "/turnstile/v0/widget") {
      return send(200, "text/html; charset=utf-8", widgetPage(url.searchParams));
    }
    const body = await readBody(request);
    if (request.method === "POST" && url.pathname === "/turnstile/v0/issue") {
      const asked = parseJson(body) as { sitekey?: unknown } | null;
      if (asked?.sitekey !== siteKey) return json(400, { error: "unknown site key" });
      return json(200, { token: issue() });
    }
    if (request.method === "POST" && url.pathname === "/turnstile/v0/siteverify") {
      return json(200, siteverify(new URLSearchParams(body)));
    }
    return json(404, { error: "not found" });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    scriptUrl: `${origin}/turnstile/v0/api.js`,
    verifyUrl: `${origin}/turnstile/v0/siteverify`,
    /** A token as the challenge frame gets one, for tests that call the API directly. */
    issueToken: issue,
    /** How many times siteverify was asked. */
    verifications: () => verifications,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
