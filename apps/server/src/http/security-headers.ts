import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { BotCheck } from "../domain/bot-check/bot-check";

/**
 * The headers helmet sets for `options`, worked out once. Our policy names no nonce and no
 * value that depends on the request, so every answer carries the same headers; building them
 * through helmet on every request cost about a tenth of a cached catalog read
 * (docs/decisions/053).
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const policy = options.contentSecurityPolicy;
  const directives = typeof policy === "object" ? (policy.directives ?? {}) : {};
  for (const [name, values] of Object.entries(directives)) {
    if (values && typeof values === "object" && [...values].some((v) => typeof v === "function")) {
      throw new Error(
        `The ${name} directive depends on the request: it cannot be worked out once.`,
      );
    }
  }
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string | number | readonly string[]) {
      if (typeof value !== "string") {
        throw new Error(`helmet set ${name} to a value that is not text`);
      }
      headers[name.toLowerCase()] = value;
    },
    // helmet drops X-Powered-By, which Fastify never sets.
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return Object.freeze(headers);
}

/**
 * Every answer, errors and not-found pages included, carries helmet's headers for `options`;
 * a route may still replace one with `reply.header` (the social-login pop-up's own policy).
 */
export function addSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>) {
  const headers = helmetHeaders(options);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The checkout's own policy: what its page may load, from where, and who may frame it. */
export function addCheckoutSecurityHeaders(
  app: FastifyInstance,
  { botCheck, sentryBrowserDsn }: { botCheck: BotCheck; sentryBrowserDsn: string | undefined },
) {
  // Turnstile's script and its challenge frame come from one origin: Cloudflare's, or the
  // configured stand-in's (docs/decisions/039).
  const turnstileOrigin = botCheck.scriptUrl ? [new URL(botCheck.scriptUrl).origin] : [];
  addSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Stripe.js is admitted now so the card step can load it without loosening the policy later.
        scriptSrc: ["'self'", "https://js.stripe.com", ...turnstileOrigin],
        frameSrc: [
          "'self'",
          "https://js.stripe.com",
          "https://hooks.stripe.com",
          ...turnstileOrigin,
        ],
        connectSrc: [
          "'self'",
          "https://api.stripe.com",
          // The page's error reports and replays go to Sentry's ingestion when a DSN is set.
          ...(sentryBrowserDsn ? [new URL(sentryBrowserDsn).origin] : []),
        ],
        // The page solves ALTCHA's proof of work in workers served from this origin (docs/decisions/047).
        workerSrc: ["'self'"],
        imgSrc: ["'self'", "data:", "https:"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The social-login pop-up the page opens must keep its link to the page while it visits the
    // provider, or its last page could not post the result back (docs/decisions/036). A window
    // that opens the checkout still loses its handle on it.
    crossOriginOpenerPolicy: { policy: "same-origin-allow-popups" },
  });
}
