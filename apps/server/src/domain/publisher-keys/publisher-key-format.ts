import { createHash, randomBytes } from "node:crypto";

/**
 * A publisher key is this prefix and 256 random bits in base64url (docs/decisions/043). The
 * prefix makes a leaked key recognisable to a person and to secret scanners.
 */
export const PUBLISHER_KEY_PREFIX = "ccpk_";
const publisherKeyPattern = /^ccpk_[A-Za-z0-9_-]{43}$/;
const HINT_LENGTH = 4;

export function newPublisherKey(): string {
  return `${PUBLISHER_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

/** Whether a presented string could be a key at all; anything else is refused unread. */
export function looksLikePublisherKey(value: string): boolean {
  return publisherKeyPattern.test(value);
}

/**
 * What the database keeps of a key: its SHA-256. The key is 256 random bits, so no salt or slow
 * hash is needed, and the operator command can make one on Postgres without the server's secret.
 */
export function publisherKeyHash(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** The last characters of a key, which the list shows so an operator can tell keys apart. */
export function publisherKeyHint(key: string): string {
  return key.slice(-HINT_LENGTH);
}
