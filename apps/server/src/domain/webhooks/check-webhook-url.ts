import { WEBHOOK_URL_MAX_LENGTH } from "@creator-checkout/core/webhooks";
import { checkLiteralAddress } from "./webhook-address-guard";
import { webhookErrors } from "./webhook-errors";
import type { WebhookPolicy } from "./webhook-policy";

/**
 * An endpoint's url as it is stored, or a 400 that says what is wrong with it: https (plain
 * http only outside production), no user or password in it, at most 2,048 characters, and not
 * an address webhooks may not reach. Names are checked again at each delivery, after DNS.
 */
export function checkWebhookUrl(input: string, policy: WebhookPolicy): string {
  const text = input.trim();
  if (text.length > WEBHOOK_URL_MAX_LENGTH) {
    throw webhookErrors.badUrl(`The url may be at most ${WEBHOOK_URL_MAX_LENGTH} characters.`);
  }
  if (!URL.canParse(text)) throw webhookErrors.badUrl("The url is not a valid address.");
  const url = new URL(text);
  const plainHttpAllowed = !policy.production;
  if (url.protocol !== "https:" && !(url.protocol === "http:" && plainHttpAllowed)) {
    throw webhookErrors.badUrl(
      plainHttpAllowed
        ? "The url must start with https:// or http://."
        : "The url must start with https://.",
    );
  }
  if (url.username || url.password) {
    throw webhookErrors.badUrl(
      "The url may not hold a user name or password: your receiver checks each event's signature instead.",
    );
  }
  try {
    checkLiteralAddress(url.hostname, policy);
  } catch {
    throw webhookErrors.badUrl("The url points at an address webhooks may not reach.");
  }
  return url.toString();
}
