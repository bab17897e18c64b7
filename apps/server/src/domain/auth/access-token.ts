import { webcrypto } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { LRUCache } from "lru-cache";
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

interface VerifiedToken {
  userId: string;
  sessionId: string;
  audience: string;
  expiresAtMs: number;
}

// Tokens whose signature jose has checked, by their exact text, per secret. A buyer's token
// comes with every call of the checkout, and checking its signature through Web Crypto was a
// tenth of a purchase's CPU; the text cannot be forged without the signature it carries.
const VERIFIED_TOKENS_HELD = 20_000;
const verifiedTokens = new WeakMap<Buffer, LRUCache<string, VerifiedToken>>();

function verifiedTokensFor(secret: Buffer) {
  let held = verifiedTokens.get(secret);
  if (!held) {
    held = new LRUCache({ max: VERIFIED_TOKENS_HELD });
    verifiedTokens.set(secret, held);
  }
  return held;
}

async function verifySignature(
  secret: Buffer,
  token: string,
  now: Date,
): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, await hmacKey(secret), {
      issuer: ISSUER,
      algorithms: ["HS256"],
      requiredClaims: ["exp", "aud", "sub"],
      currentDate: now,
    });
    const sessionId = payload.sid;
    if (
      !payload.sub ||
      typeof sessionId !== "string" ||
      typeof payload.aud !== "string" ||
      typeof payload.exp !== "number"
    ) {
      return null;
    }
    return {
      userId: payload.sub,
      sessionId,
      audience: payload.aud,
      expiresAtMs: payload.exp * 1000,
    };
  } catch {
    return null;
  }
}

/**
 * The user and session of a valid token for this publisher (principle P9), or null. Whether the
 * session is still live is the caller's question: a signature outlives a sign-out. A token's
 * signature is checked once; its audience and expiry on every call.
 */
export async function verifyAccessToken(
  { secret, clock }: { secret: Buffer; clock: Clock },
  { token, publisherId }: { token: string; publisherId: string },
): Promise<{ userId: string; sessionId: string } | null> {
  const now = clock.now();
  const held = verifiedTokensFor(secret);
  let verified = held.get(token) ?? null;
  if (!verified) {
    verified = await verifySignature(secret, token, now);
    if (!verified) return null;
    held.set(token, verified);
  }
  if (verified.audience !== publisherId || now.getTime() >= verified.expiresAtMs) return null;
  return { userId: verified.userId, sessionId: verified.sessionId };
}
