import type {
  AnalyticsEvent,
  AnalyticsEventDraft,
  AnalyticsValidation,
} from "@creator-checkout/core/analytics";
import {
  DEFAULT_ANALYTICS_CONTEXT,
  MAX_ANALYTICS_BATCH,
} from "@creator-checkout/core/analytics-context";

/** product.md §9: the queue drains every 3 s, and waits up to 10 s for the page to be ready. */
export const DRAIN_INTERVAL_MS = 3_000;
export const READINESS_WAIT_MS = 10_000;

export interface AnalyticsQueueOptions {
  /** product.md §9: "gadget" unless the page overrides it; the checkout sets "pay". */
  context?: string;
  send(events: readonly AnalyticsEvent[]): Promise<void>;
  /**
   * validateAnalyticsEvent from @creator-checkout/core/analytics, or null while the page has not
   * loaded it yet: events then wait for a later drain.
   */
  validate(draft: AnalyticsEventDraft): AnalyticsValidation | null;
  /** The fields every event carries, as they are when the event happens. */
  commonFields(): Record<string, unknown>;
  logError(message: string): void;
  /** Runs once, when the page becomes ready or the wait for it ends. */
  onReady?(): void;
}

interface Pending {
  name: string;
  fields: Record<string, unknown>;
}

/**
 * Events wait here until the page is ready (its creator known) or READINESS_WAIT_MS has
 * passed, then leave every DRAIN_INTERVAL_MS in batches. Each is validated as it leaves (the
 * first drain after the schemas have loaded); one that fails is dropped and its message logged
 * (product.md §5 and §8).
 */
export function createAnalyticsQueue({
  context = DEFAULT_ANALYTICS_CONTEXT,
  send,
  validate,
  commonFields,
  logError,
  onReady,
}: AnalyticsQueueOptions) {
  const pending: Pending[] = [];
  let ready = false;
  let publisherId: string | null = null;

  /** Sends what may leave now; resolves once every batch is answered (send never rejects). */
  const drain = async () => {
    const events: AnalyticsEvent[] = [];
    while (pending[0]) {
      const { name, fields } = pending[0];
      const result = validate({
        context,
        name,
        fields: { ...fields, publisher_id: fields.publisher_id ?? publisherId },
      });
      if (result === null) break;
      pending.shift();
      if (result.ok) events.push(result.event);
      else logError(result.message);
    }
    const sends: Promise<void>[] = [];
    for (let start = 0; start < events.length; start += MAX_ANALYTICS_BATCH) {
      sends.push(send(events.slice(start, start + MAX_ANALYTICS_BATCH)));
    }
    await Promise.all(sends);
  };

  const drainTimer = setInterval(() => {
    if (ready) void drain();
  }, DRAIN_INTERVAL_MS);
  const becomeReady = () => {
    if (ready) return;
    ready = true;
    clearTimeout(readinessTimer);
    onReady?.();
  };
  const readinessTimer = setTimeout(becomeReady, READINESS_WAIT_MS);

  return {
    track(name: string, fields: Record<string, unknown> = {}) {
      pending.push({ name, fields: { ...commonFields(), ...fields } });
    },
    /** The page knows its creator: events may leave, carrying the creator's id. */
    markReady(readyPublisherId: string | null) {
      publisherId = readyPublisherId;
      becomeReady();
    },
    /** Sends what waits now, ready or not: the page is going away. */
    flush: drain,
    stop() {
      clearInterval(drainTimer);
      clearTimeout(readinessTimer);
    },
  };
}

export type AnalyticsQueue = ReturnType<typeof createAnalyticsQueue>;
