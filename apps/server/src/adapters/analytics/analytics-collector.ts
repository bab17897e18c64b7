import type { AnalyticsEventType } from "@creator-checkout/core/analytics";

/** A stored event as it leaves for the operator's collector: the row, nothing more. */
export interface ForwardedAnalyticsEvent {
  id: string;
  received_at: string;
  type: AnalyticsEventType;
  publisher_id: string | null;
  session_id: string;
  user_id: string | null;
  conversation_id: string | null;
  product_option_id: string | null;
  campaign: {
    name: string | null;
    source: string | null;
    medium: string | null;
    term: string | null;
    content: string | null;
  };
  properties: Record<string, unknown>;
}

/** Where forwarded events go (docs/decisions/041). `send` throws unless all were accepted. */
export interface AnalyticsCollector {
  name: string;
  send(events: readonly ForwardedAnalyticsEvent[]): Promise<void>;
}

const SEND_TIMEOUT_MS = 10_000;

async function postJson(url: string, body: unknown): Promise<void> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  // The answer's body is not read into the log: a collector may echo what it was sent.
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the collector answered ${response.status}`);
}

/**
 * Any HTTP collector: `POST {url}` with `{ "events": [...] }`. Each event carries its id, so a
 * collector can drop the repeat a retry after a lost answer may bring.
 */
export function createHttpCollector(url: string): AnalyticsCollector {
  return {
    name: "http",
    send: (events) => postJson(url, { events }),
  };
}

/**
 * PostHog's batch capture API (`POST {host}/batch/`). The buyer's id, or else the browser
 * session's, is the distinct id; the event id is PostHog's `uuid`, which it deduplicates on.
 */
export function createPostHogCollector(host: string, apiKey: string): AnalyticsCollector {
  const endpoint = new URL("/batch/", host).toString();
  return {
    name: "posthog",
    send: (events) =>
      postJson(endpoint, {
        api_key: apiKey,
        batch: events.map((event) => ({
          event: event.type,
          uuid: event.id,
          timestamp: event.received_at,
          properties: {
            distinct_id: event.user_id ?? event.session_id,
            $session_id: event.session_id,
            $current_url: event.properties.url,
            $referrer: event.properties.referrer,
            publisher_id: event.publisher_id,
            conversation_id: event.conversation_id,
            product_option_id: event.product_option_id,
            utm_campaign: event.campaign.name,
            utm_source: event.campaign.source,
            utm_medium: event.campaign.medium,
            utm_term: event.campaign.term,
            utm_content: event.campaign.content,
            ...event.properties,
          },
        })),
      }),
  };
}

/** The collector the operator configured, or null when events stay in Postgres only. */
export function configuredAnalyticsCollector(settings: {
  ANALYTICS_FORWARD_URL?: string | undefined;
  POSTHOG_HOST?: string | undefined;
  POSTHOG_API_KEY?: string | undefined;
}): AnalyticsCollector | null {
  if (settings.POSTHOG_HOST && settings.POSTHOG_API_KEY) {
    return createPostHogCollector(settings.POSTHOG_HOST, settings.POSTHOG_API_KEY);
  }
  if (settings.ANALYTICS_FORWARD_URL) return createHttpCollector(settings.ANALYTICS_FORWARD_URL);
  return null;
}
