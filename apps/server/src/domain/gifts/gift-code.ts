import { keyedHash } from "../../security/keyed-hash";

/**
 * What the database keeps of a redeem code: its HMAC under the server's key, like one-time codes,
 * so a copy of the database redeems nothing. The code is 256 random bits, so a lookup by its
 * HMAC needs no constant-time comparison: a near miss tells a guesser nothing.
 */
export function giftCodeHmac(secret: Buffer, code: string): string {
  return keyedHash(secret, `gift\n${code}`);
}
