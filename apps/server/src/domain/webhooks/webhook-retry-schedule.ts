/**
 * The wait after each failed attempt (docs/decisions/080): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h,
 * 14 h, 20 h and 24 h, so ten attempts span about three days and a receiver that is down for a
 * weekend still gets every event. After the tenth failure the delivery is given up.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
] as const;

/** Up to this share is added to a wait, so receivers that failed together are not retried together. */
export const WEBHOOK_RETRY_JITTER = 0.1;

const LONGEST_WAIT_MS = 24 * 3_600_000;

/**
 * When to try again after failed attempt `attempt` (1 for the first), or null to give up. A
 * receiver's Retry-After (seconds or a date) is honoured when it asks for longer, up to a day.
 */
export function nextWebhookAttemptAt(
  { now, random }: { now: Date; random: () => number },
  { attempt, retryAfter }: { attempt: number; retryAfter: string | null },
): Date | null {
  const scheduled = WEBHOOK_RETRY_DELAYS_MS[attempt - 1];
  if (scheduled === undefined) return null;
  const jittered = scheduled * (1 + WEBHOOK_RETRY_JITTER * random());
  const asked = Math.min(retryAfterMs(retryAfter, now) ?? 0, LONGEST_WAIT_MS);
  return new Date(now.getTime() + Math.max(jittered, asked));
}

function retryAfterMs(value: string | null, now: Date): number | null {
  if (value === null) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : at - now.getTime();
}
