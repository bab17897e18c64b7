import type { AnalyticsEventDraft } from "@creator-checkout/core/analytics";
import { ANALYTICS_CONTEXT } from "@creator-checkout/core/analytics-context";
import { type Metric, onCLS, onINP, onLCP, onTTFB } from "web-vitals";
import { listenToPageEvents } from "@/lib/page-events";
import type { QueryParamStore } from "@/lib/query-param-store";
import { whenIdle } from "@/lib/when-idle";
import { loadAnalyticsIdentity, loadSessionId, storageOrMemory } from "./analytics-identity";
import { type AnalyticsQueue, createAnalyticsQueue } from "./analytics-queue";
import { sendEvents } from "./api/send-events";
import { absoluteReferrer, campaignOf, pageFields, shareableUrl } from "./page-fields";
import { pageViewFields, reactionTo } from "./tracker-events";

type Identity = ReturnType<typeof loadAnalyticsIdentity>;
type QueryParams = Pick<QueryParamStore, "getState">;

/**
 * The page's analytics (product.md §4 and §7), loaded once the page is idle: one page_view per
 * page open, user_login on each sign-in, user_payment once per paid order, and the web vitals.
 */
export function startTracker({ queryParams }: { queryParams: QueryParams }) {
  const identity = loadAnalyticsIdentity(storageOrMemory(() => window.localStorage));
  const sessionId = loadSessionId(storageOrMemory(() => window.sessionStorage));
  const arrival = queryParams.getState();
  if (identity.get().original_source === null) {
    identity.update({
      original_source: {
        referrer: absoluteReferrer(document.referrer),
        campaign: campaignOf(arrival),
      },
      landing_page: shareableUrl(window.location.href).href,
    });
  }

  const validator = eventValidator();
  whenIdle(() => void validator.load());

  const queue = createAnalyticsQueue({
    context: ANALYTICS_CONTEXT,
    send: sendEvents,
    validate: validator.validate,
    commonFields: () => ({
      ...pageFields(queryParams.getState(), { location: window.location, document, window }),
      user_id: identity.get().user_id,
      session_id: sessionId,
      publisher_id: null,
    }),
    logError: (message) => console.error(message),
    // Once the checkout is shown (its title set) or the wait for it ended: one view per open.
    onReady: () => queue.track("page_view", pageViewFields(arrival)),
  });

  trackPageEvents(queue, identity, queryParams);
  trackVitals(queue);

  return {
    /**
     * Sends everything queued and resolves once the collector answered: the page is about to
     * send the buyer elsewhere, and a payment announced a moment ago must not be left behind
     * (product.md §4: user_payment once per payment). The schemas load first if they have not.
     */
    async sendBeforeLeaving() {
      await validator.load();
      await queue.flush();
    },
  };
}

/** The event schemas, loaded on their own: until they are, events go unchecked. */
function eventValidator() {
  let validator: typeof import("./event-validator") | null = null;
  let validatorLoad: Promise<void> | null = null;
  return {
    load() {
      validatorLoad ??= import("./event-validator")
        .then((module) => {
          validator = module;
        })
        .catch((error: unknown) =>
          console.error("Analytics could not load its event schemas.", error),
        );
      return validatorLoad;
    },
    validate: (draft: AnalyticsEventDraft) => validator?.validateAnalyticsEvent(draft) ?? null,
  };
}

function trackPageEvents(queue: AnalyticsQueue, identity: Identity, queryParams: QueryParams) {
  let productType: string | null = null;
  const paidOrders = new Set<string>();
  listenToPageEvents(
    (event) => {
      const conversationId = queryParams.getState().conversationId;
      const reaction = reactionTo(event, { productType, paidOrders }, conversationId);
      if (reaction.productType !== undefined) productType = reaction.productType;
      if (reaction.paidOrder !== undefined) paidOrders.add(reaction.paidOrder);
      if (reaction.identity) identity.update(reaction.identity);
      if (reaction.ready !== undefined) queue.markReady(reaction.ready);
      if (reaction.track) queue.track(reaction.track.name, reaction.track.fields);
    },
    { replay: true },
  );
}

function trackVitals(queue: AnalyticsQueue) {
  const reportVital = ({ name, value, rating }: Metric) =>
    queue.track("web_vital", { name, value, rating });
  onLCP(reportVital);
  onINP(reportVital);
  onCLS(reportVital);
  onTTFB(reportVital);

  // Registered after web-vitals' own listeners, so the last metrics are queued before this
  // sends them; pagehide covers a navigation that skips the hidden state.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") void queue.flush();
  });
  window.addEventListener("pagehide", () => void queue.flush());
}

export type Tracker = ReturnType<typeof startTracker>;
