import { createHash } from "node:crypto";
import { escapeHtml } from "@creator-checkout/core/html";
import type { SocialLoginMessage } from "@creator-checkout/core/social-login-message";
import type { FastifyReply } from "fastify";
import { wordingFor } from "../messaging/wording/wording";
import { documentLanguage } from "./page/page-locale";

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
  // The pop-up came back from the provider's site: its words follow the browser's languages.
  const wording = wordingFor(reply.request.language);
  const { lang, dir } = documentLanguage(wording.locale);
  const text = wording.say(message.status === "success" ? "social.signedIn" : "social.failed");
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
        `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(wording.say("social.title"))}</title></head><body><p>${escapeHtml(text)}</p><script>${script}</script></body></html>`,
      )
  );
}
