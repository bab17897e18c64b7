import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** HMAC-SHA256 of a secret value: what the database keeps instead of codes and tokens. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex");
}

/** Constant-time comparison of two hex digests of the same length. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && timingSafeEqual(left, right);
}

/** An unguessable token for URLs and cookies (256 bits, base64url). */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}
