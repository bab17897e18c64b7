import type { RateLimit } from "../rate-limit/hit-rate-limit";

/**
 * Keys that are not valid (unknown, revoked or malformed), per network, as for wrong codes
 * (docs/decisions/062). A key has 256 random bits, so this does not protect the keys; it stops one
 * network from hammering the lookup, and tells a creator's server with a revoked key to stop.
 */
export const wrongPublisherKeys = (ip: string) =>
  ({
    bucket: `publisher-key-failure:${ip}`,
    limit: 20,
    windowSeconds: 60 * 60,
  }) satisfies RateLimit;
