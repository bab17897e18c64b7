import type { RateLimit } from "../rate-limit/hit-rate-limit";

/** A redeem link works for a year after its e-mail goes out (docs/decisions/033). */
export const GIFT_VALID_YEARS = 1;

/**
 * Gift links that matched nothing, per network. A code has 256 random bits, so this does not
 * protect the codes; it stops one network from hammering the lookup (docs/decisions/033).
 */
export const giftGuesses = (ip: string) =>
  ({ bucket: `gift-guess:${ip}`, limit: 20, windowSeconds: 60 * 60 }) satisfies RateLimit;
