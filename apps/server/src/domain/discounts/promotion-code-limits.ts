import type { RateLimit } from "../rate-limit/hit-rate-limit";

// Codes a network, and a buyer, may try (docs/decisions/095): enough for a person who mistypes,
// far too few to guess a generated code (25^10) or even a word-like one in a day. A try is spent
// before the code is looked up and given back when the code applies, so only refusals count.
export const CODE_TRIES_PER_MINUTE = 10;
export const CODE_TRIES_PER_DAY = 50;

/** The four limits one try at a code spends from: its network's and its buyer's, per minute and day. */
export function promotionCodeLimits({
  ip,
  userId,
}: {
  ip: string;
  /** Null before sign-in: the page's check of a code is limited per network only. */
  userId: string | null;
}): RateLimit[] {
  const network: RateLimit[] = [
    { bucket: `promo-code:ip:${ip}:minute`, limit: CODE_TRIES_PER_MINUTE, windowSeconds: 60 },
    { bucket: `promo-code:ip:${ip}:day`, limit: CODE_TRIES_PER_DAY, windowSeconds: 86_400 },
  ];
  if (userId === null) return network;
  return [
    ...network,
    { bucket: `promo-code:user:${userId}:minute`, limit: CODE_TRIES_PER_MINUTE, windowSeconds: 60 },
    { bucket: `promo-code:user:${userId}:day`, limit: CODE_TRIES_PER_DAY, windowSeconds: 86_400 },
  ];
}
