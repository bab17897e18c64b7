import type { FastifyServerOptions } from "fastify";
import type { DestinationStream } from "pino";

// Path segments that are secrets themselves: a claim is exchanged at /auth/user/claim/{claim}.
const secretSegments = /(\/auth\/user\/claim\/)[^/?#]+/g;

// Query strings can carry claim codes and tokens: the log keeps only their names.
export function redactUrl(url: string): string {
  const [path = "", query] = url.split("?", 2);
  const safePath = path.replace(secretSegments, "$1[redacted]");
  if (!query) return safePath;
  const keys = [...new URLSearchParams(query).keys()];
  return `${safePath}?${keys.map((key) => `${key}=[redacted]`).join("&")}`;
}

/** pino options: never a token, code, password or card number in the log. */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): FastifyServerOptions["logger"] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: [
        "req.headers.authorization",
        "req.headers.cookie",
        "req.headers.refreshtoken",
        'res.headers["set-cookie"]',
        "*.password",
        "*.code",
        "*.token",
        "*.refresh_token",
        "*.card",
      ],
      censor: "[redacted]",
    },
    serializers: {
      req: (request: { method: string; url: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
