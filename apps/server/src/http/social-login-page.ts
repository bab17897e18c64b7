import { createHash } from "node:crypto";
import type { SocialLoginMessage } from "@creator-checkout/core/social-login-message";
import type { FastifyReply } from "fastify";

/**
 * The pop-up's last page (principle P5): one inline script posts the outcome, as JSON text, to
 * the checkout's exact origin, never "*", then closes the window. The page's policy admits that
 * script alone, by its hash. No token is in it: the session travels in the refresh cookie set on
 * this same answer; a success carries only a single-use sign-in claim, for a checkout framed by
 * another site, which cannot read that cookie (docs/decisions/098).
 */
export function sendSocialLoginPage(
  reply: FastifyReply,
  { message, pageOrigin }: { message: SocialLoginMessage; pageOrigin: string },
) {
  // JSON inside a script: "<" is escaped so no value could ever close the element.
  const literal = (value: string) => JSON.stringify(value).replaceAll("<", "\\u003c");
  const script = `if(window.opener){window.opener.postMessage(${literal(JSON.stringify(message))},${literal(pageOrigin)});}window.close();`;
  const hash = createHash("sha256").update(script).digest("base64");
  const text =
    message.status === "success"
      ? "You are signed in. You can close this window."
      : "The sign-in did not work. You can close this window and try again.";
  return (
    reply
      .status(200)
      .header(
        "content-security-policy",
        `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      )
      // The pop-up went through the provider's site: it must keep its opener to post back.
      .header("cross-origin-opener-policy", "unsafe-none")
      .type("text/html; charset=utf-8")
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in</title></head><body><p>${text}</p><script>${script}</script></body></html>`,
      )
  );
}
