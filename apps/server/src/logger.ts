import type { FastifyServerOptions } from "fastify";

// Query strings can carry claim codes and tokens: the log keeps only their names.
function redactQuery(url: string): string {
  const [path, query] = url.split("?", 2);
  if (!query) return url;
  const keys = [...new URLSearchParams(query).keys()];
  return `${path}?${keys.map((key) => `${key}=[redacted]`).join("&")}`;
}

/** pino options: never a token, code, password or card number in the log. */
export function loggerOptions(level: string): FastifyServerOptions["logger"] {
  return {
    level,
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
        url: redactQuery(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
