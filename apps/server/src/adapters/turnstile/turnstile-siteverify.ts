/** Cloudflare's own address; settings replace it only to point tests at a stand-in. */
export const TURNSTILE_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";

/**
 * Cloudflare's word on one Turnstile token from the buyer at `ip`: true only when it says the
 * token is genuine. Not reached, refused or unreadable is false, so the bot check fails closed.
 */
export type TurnstileSiteverify = (token: string, ip: string) => Promise<boolean>;

/** Cloudflare's siteverify endpoint, asked with the operator's secret key. */
export function createTurnstileSiteverify({
  secretKey,
  verifyUrl = TURNSTILE_VERIFY_URL,
}: {
  secretKey: string;
  verifyUrl?: string | undefined;
}): TurnstileSiteverify {
  return async (token, ip) => {
    const response = await fetch(verifyUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ secret: secretKey, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!response?.ok) return false;
    const result = (await response.json().catch(() => null)) as { success?: unknown } | null;
    return result?.success === true;
  };
}
