import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

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
