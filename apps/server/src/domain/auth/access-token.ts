import { webcrypto } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { Clock } from "../../security/clock";

const ISSUER = "creator-checkout";
export const ACCESS_TOKEN_SECONDS = 15 * 60;

const hmacKeys = new WeakMap<Buffer, Promise<webcrypto.CryptoKey>>();

/**
 * The secret as a Web Crypto key, imported once: given the raw bytes, jose imports them again
 * for every token it signs or checks, which was about a tenth of an authenticated request's CPU.
 */
function hmacKey(secret: Buffer): Promise<webcrypto.CryptoKey> {
  let key = hmacKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, [
      "sign",
      "verify",
    ]);
    hmacKeys.set(secret, key);
  }
  return key;
}

/** Principle P1: a 15-minute JWT whose audience is the publisher it was issued for. */
export async function signAccessToken(
  { secret, clock }: { secret: Buffer; clock: Clock },
  { userId, publisherId, sessionId }: { userId: string; publisherId: string; sessionId: string },
): Promise<string> {
  const issuedAt = Math.floor(clock.now().getTime() / 1000);
  return new SignJWT({ sid: sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(userId)
    .setAudience(publisherId)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(await hmacKey(secret));
}

/**
 * The user and session of a valid token for this publisher (principle P9), or null. Whether the
 * session is still live is the caller's question: a signature outlives a sign-out.
 */
export async function verifyAccessToken(
  { secret, clock }: { secret: Buffer; clock: Clock },
  { token, publisherId }: { token: string; publisherId: string },
): Promise<{ userId: string; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      issuer: ISSUER,
      audience: publisherId,
      algorithms: ["HS256"],
      currentDate: clock.now(),
    });
    const sessionId = payload.sid;
    if (!payload.sub || typeof sessionId !== "string") return null;
    return { userId: payload.sub, sessionId };
  } catch {
    return null;
  }
}
