import type { RateLimit } from "../rate-limit/hit-rate-limit";

// One-time codes and passwords (docs/decisions/020). Guessing a code is bounded by the code
// itself (five wrong tries kill it) and by how many codes one address can be sent a day; a
// stranger's failures lock only the stranger's network, so the owner can always ask for a
// fresh code from their own.
export const CODE_LIFETIME_SECONDS = 10 * 60;
export const CODE_MAX_WRONG_TRIES = 5;
export const CLAIM_LIFETIME_SECONDS = 2 * 60;
/** A code confirmed this recently stands in for the current password when changing it. */
export const RECENT_CODE_SECONDS = 10 * 60;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Codes sent to one address: from one network, and from all of them together. */
export const codeSends = ({ destination, ip }: { destination: string; ip: string }) => ({
  fromNetwork: {
    bucket: `code-send:${destination}:${ip}`,
    limit: 5,
    windowSeconds: 15 * MINUTE,
  } satisfies RateLimit,
  // At most 20 codes of 5 tries each a day: a guesser's odds stay below 1 in 10,000 a day,
  // and every code lands in the owner's inbox.
  overall: {
    bucket: `code-send:${destination}`,
    limit: 20,
    windowSeconds: 24 * HOUR,
  } satisfies RateLimit,
});

/**
 * Codes a browser that proved the address may still be sent a day, counted apart from
 * everyone else's (docs/decisions/063): strangers who use up the address's twenty cannot keep
 * its owner out, and the owner's browser is bounded too. `deviceId` is the browser's id for
 * this address alone (known-device.ts), so one address's cookie gives nothing for another.
 */
export const knownDeviceCodeSends = ({
  destination,
  deviceId,
}: {
  destination: string;
  deviceId: string;
}) =>
  ({
    bucket: `code-send-device:${destination}:${deviceId}`,
    limit: 10,
    windowSeconds: 24 * HOUR,
  }) satisfies RateLimit;

export const DEFAULT_CODE_SENDS_PER_IP = 30;

export const sendsPerIp = (ip: string, limit: number): RateLimit => ({
  bucket: `code-send-ip:${ip}`,
  limit,
  windowSeconds: 15 * MINUTE,
});

/**
 * Codes tried for one address from one network, right or wrong: each confirmation spends one
 * before its digits are compared (docs/decisions/062). A network is sent at most 20 codes for an
 * address an hour (5 per 15 minutes), so an owner confirming each of them stays within it.
 */
export const codeFailures = ({ destination, ip }: { destination: string; ip: string }) =>
  ({
    bucket: `code-failure:${destination}:${ip}`,
    limit: 20,
    windowSeconds: HOUR,
  }) satisfies RateLimit;

/**
 * Wrong passwords for one account: from one network, and from all of them together. The
 * second stops a guesser spread over many networks; it locks only password sign-in, so the
 * owner can still sign in with a code.
 */
export const passwordFailures = ({ subject, ip }: { subject: string; ip: string }) => ({
  fromNetwork: {
    bucket: `password-failure:${subject}:${ip}`,
    limit: 20,
    windowSeconds: HOUR,
  } satisfies RateLimit,
  overall: {
    bucket: `password-failure:${subject}`,
    limit: 100,
    windowSeconds: HOUR,
  } satisfies RateLimit,
});
