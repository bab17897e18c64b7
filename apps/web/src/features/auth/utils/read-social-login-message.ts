import "../../../lib/zod-without-eval";
import { socialLoginMessage } from "@creator-checkout/core/social-login-message";

/** What the pop-up said: signed in, or failed with the reason it gave. */
export type SocialLoginResult = { ok: true } | { ok: false; error: string };

/** The parts of a `message` event that decide whether to believe it. */
export interface ReceivedMessage {
  origin: string;
  source: unknown;
  data: unknown;
}

/**
 * principle P5: a message counts only when it comes from the API's origin, from the very pop-up
 * this page opened, and its body is the JSON text the schema describes. Anything else (another
 * site, another window or frame, an extension, a malformed body) answers null and is ignored.
 */
export function readSocialLoginMessage(
  message: ReceivedMessage,
  expected: { origin: string; popup: unknown },
): SocialLoginResult | null {
  if (message.origin !== expected.origin || message.source !== expected.popup) return null;
  if (expected.popup === null || typeof message.data !== "string") return null;
  let body: unknown;
  try {
    body = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = socialLoginMessage.safeParse(body);
  if (!parsed.success) return null;
  const { status, error } = parsed.data;
  // product.md §4: an error field means failure, whatever the status says.
  if (error !== undefined) return { ok: false, error };
  return status === "success" ? { ok: true } : { ok: false, error: "unknown_error" };
}
