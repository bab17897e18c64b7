/**
 * Where webhooks may go (docs/decisions/081): in production only to public addresses over
 * https; outside production plain http and loopback too. The operator's `allowedHosts`
 * (WEBHOOK_ALLOWED_HOSTS) are internal hosts that may be reached whatever they resolve to.
 */
export interface WebhookPolicy {
  production: boolean;
  allowedHosts: readonly string[];
}
