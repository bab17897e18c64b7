import type { RateLimit } from "../rate-limit/hit-rate-limit";

/**
 * Dashboard reads per network a minute. A key cannot be guessed (256 random bits), so the limit
 * is there to keep one caller from making the database aggregate all day.
 */
export const DASHBOARD_READS_PER_MINUTE = 60;

export const dashboardReadsFrom = (ip: string): RateLimit => ({
  bucket: `dashboard:${ip}`,
  limit: DASHBOARD_READS_PER_MINUTE,
  windowSeconds: 60,
});
