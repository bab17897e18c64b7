/**
 * Where webhooks may go (docs/decisions/081): in production only to public addresses over
 * https; outside production plain http and loopback too. The operator's `allowedHosts`
 * (WEBHOOK_ALLOWED_HOSTS) are internal hosts that may be reached whatever they resolve to.
 */
export interface WebhookPolicy {
  production: boolean;
  allowedHosts: readonly string[];
}

/** The policy the server's settings make: only production refuses loopback and plain http. */
export function webhookPolicyOf(settings: {
  NODE_ENV: string;
  WEBHOOK_ALLOWED_HOSTS: readonly string[];
}): WebhookPolicy {
  return {
    production: settings.NODE_ENV === "production",
    allowedHosts: settings.WEBHOOK_ALLOWED_HOSTS,
  };
}
