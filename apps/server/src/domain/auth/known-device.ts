import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// A browser that proved an address is known to the server for that address by a token only the
// server can make: a random id and an HMAC binding it to the address (docs/decisions/063). The
// address itself is never in it, nor in the cookie's name, which is a keyed hash of it, so a
// browser may know several addresses, each by a cookie of its own. Nothing is stored: the
// server recognises its own signature.

/** How long a browser stays known after it last proved the address. */
export const KNOWN_DEVICE_SECONDS = 365 * 24 * 60 * 60;

const mac = (secret: Buffer, purpose: string, ...parts: string[]) =>
  createHmac("sha256", secret)
    .update([purpose, ...parts].join("\0"))
    .digest();

/** The name of the cookie that makes a browser known for `destination`. */
export function knownDeviceCookieName(secret: Buffer, destination: string): string {
  return `checkout_device_${mac(secret, "known-device-name", destination).toString("base64url").slice(0, 16)}`;
}

/** A new token for a browser that just proved `destination`. */
export function newKnownDeviceToken(secret: Buffer, destination: string): string {
  const id = randomBytes(16).toString("base64url");
  return `${id}.${mac(secret, "known-device", destination, id).toString("base64url")}`;
}

/**
 * The browser's id if `token` is one the server made for `destination`; null for anything
 * else: a forged token, or one made for another address.
 */
export function knownDeviceIdOf(
  secret: Buffer,
  destination: string,
  token: string | undefined,
): string | null {
  const [id, signature, extra] = token?.split(".") ?? [];
  if (!id || !signature || extra !== undefined || !/^[\w-]{22}$/.test(id)) return null;
  const expected = mac(secret, "known-device", destination, id);
  const given = Buffer.from(signature, "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
