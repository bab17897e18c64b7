import type { FastifyReply } from "fastify";

/**
 * Who may frame a creator's checkout (docs/decisions/099): the origins of the creator's
 * `primary_urls`, and no one else. Every other answer keeps `frame-ancestors 'none'`.
 */
export function framingOrigins(primaryUrls: readonly string[], extra: readonly string[] = []) {
  const origins = new Set<string>();
  for (const url of [...primaryUrls, ...extra]) {
    try {
      const { origin, protocol } = new URL(url);
      // Only web origins: a URL such as data: or javascript: has the opaque origin "null".
      if ((protocol === "https:" || protocol === "http:") && origin !== "null") origins.add(origin);
    } catch {
      // Not a URL: it frames nothing.
    }
  }
  return [...origins];
}

/**
 * Lets `origins` frame this answer: its policy's `frame-ancestors` names them instead of
 * 'none', and X-Frame-Options, which cannot name another site, goes. With no origins the answer
 * stays unframeable.
 */
export function allowFramingBy(reply: FastifyReply, origins: readonly string[]) {
  if (origins.length === 0) return;
  const policy = reply.getHeader("content-security-policy");
  if (typeof policy !== "string") return;
  reply.header(
    "content-security-policy",
    policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${origins.join(" ")}`),
  );
  reply.removeHeader("x-frame-options");
}
