import type { RateLimit } from "../rate-limit/hit-rate-limit";

// Passkeys (docs/decisions/037). A prompt is answered in seconds; its challenge lives long
// enough for a buyer who leaves the autofill offer open while they read the page.
export const CHALLENGE_LIFETIME_SECONDS = 10 * 60;
/** What the browser is told to wait for the buyer, in milliseconds. */
export const PROMPT_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * The COSE algorithms a new passkey may use, most preferred first: EdDSA, ES256, RS256. Named
 * here rather than left to the WebAuthn library, which adds ML-DSA-44 where the runtime has it
 * (Node 24, behind an experimental flag of WebCrypto, and not Node 22): a passkey made on one
 * supported Node must still verify on every other, or a buyer is locked out of it when the
 * operator moves or mixes versions (docs/decisions/146).
 */
export const PASSKEY_ALGORITHMS = [-8, -7, -257] as const;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Challenges handed out to one network. Every sign-in form asks for one to offer passkeys in
 * the e-mail field's autofill, so the limit is wide; it bounds the rows a flood can write.
 */
export const passkeyPrompts = (ip: string): RateLimit => ({
  bucket: `passkey-prompt:${ip}`,
  limit: 300,
  windowSeconds: 15 * MINUTE,
});

/**
 * Refused passkey sign-ins from one network, as for passwords. A forged assertion costs the
 * forger a challenge and a signature check; this stops them from trying at speed.
 */
export const passkeyFailures = (ip: string): RateLimit => ({
  bucket: `passkey-failure:${ip}`,
  limit: 20,
  windowSeconds: HOUR,
});
