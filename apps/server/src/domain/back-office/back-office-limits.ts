import type { RateLimit } from "../rate-limit/hit-rate-limit";

/** The rows one read of a CSV export takes from the database: as many as the largest page. */
export const CSV_BATCH_ROWS = 100;

/**
 * List reads per network a minute. A key cannot be guessed, so the limit is there to keep one
 * caller's export loop from keeping the database busy, not to slow down a person.
 */
export const LIST_READS_PER_MINUTE = 120;

export const listReadsFrom = (ip: string): RateLimit => ({
  bucket: `publisher-lists:${ip}`,
  limit: LIST_READS_PER_MINUTE,
  windowSeconds: 60,
});
