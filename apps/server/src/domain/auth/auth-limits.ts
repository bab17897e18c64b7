import type { RateLimit } from "../rate-limit/hit-rate-limit";

// Decision 4. Codes: 10 minutes, 5 wrong tries each, 20 failures per identity per hour; sends
// limited per destination and per address of the requester.
export const CODE_LIFETIME_SECONDS = 10 * 60;
export const CODE_MAX_WRONG_TRIES = 5;
export const CLAIM_LIFETIME_SECONDS = 2 * 60;

export const sendsPerDestination = (destination: string): RateLimit => ({
  bucket: `code-send:${destination}`,
  limit: 5,
  windowSeconds: 15 * 60,
});

export const DEFAULT_CODE_SENDS_PER_IP = 30;

export const sendsPerIp = (ip: string, limit: number): RateLimit => ({
  bucket: `code-send-ip:${ip}`,
  limit,
  windowSeconds: 15 * 60,
});

export const failuresPerIdentity = (destination: string): RateLimit => ({
  bucket: `sign-in-failure:${destination}`,
  limit: 20,
  windowSeconds: 60 * 60,
});
