import type { FastifyReply, FastifyRequest } from "fastify";
import {
  KNOWN_DEVICE_SECONDS,
  knownDeviceCookieName,
  knownDeviceIdOf,
  newKnownDeviceToken,
} from "../domain/auth/known-device";

// Only the code send reads it, and only the page's own calls send it (docs/decisions/063).
const COOKIE_PATH = "/api/auth/user/code/init";

/**
 * Makes this browser known for each of `destinations`, the addresses it just proved: a cookie
 * per address, httpOnly, SameSite=Strict, Secure where the checkout is https, for a year.
 */
export function setKnownDeviceCookies(
  reply: FastifyReply,
  {
    secret,
    destinations,
    secure,
  }: { secret: Buffer; destinations: readonly string[]; secure: boolean },
) {
  for (const destination of destinations) {
    reply.setCookie(
      knownDeviceCookieName(secret, destination),
      newKnownDeviceToken(secret, destination),
      {
        httpOnly: true,
        secure,
        sameSite: "strict",
        path: COOKIE_PATH,
        maxAge: KNOWN_DEVICE_SECONDS,
      },
    );
  }
}

/** The browser's id for `destination` when it proved that address before; null otherwise. */
export function knownDeviceOf(
  request: FastifyRequest,
  { secret, destination }: { secret: Buffer; destination: string },
): string | null {
  const token = request.cookies[knownDeviceCookieName(secret, destination)];
  return knownDeviceIdOf(secret, destination, token);
}
