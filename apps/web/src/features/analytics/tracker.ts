import type { AnalyticsEventDraft } from "@creator-checkout/core/analytics";
import { ANALYTICS_CONTEXT } from "@creator-checkout/core/analytics-context";
import { type Metric, onCLS, onINP, onLCP, onTTFB } from "web-vitals";
import { isUuid } from "@/lib/is-uuid";
import { listenToPageEvents } from "@/lib/page-events";
import type { QueryParamStore } from "@/lib/query-param-store";
import { whenIdle } from "@/lib/when-idle";
import { loadAnalyticsIdentity, loadSessionId, storageOrMemory } from "./analytics-identity";
import { createAnalyticsQueue } from "./analytics-queue";
import { sendEvents } from "./api/send-events";
import { absoluteReferrer, campaignOf, pageFields, shareableUrl } from "./page-fields";

/**
 * The page's analytics (product.md §4 and §7), loaded once the page is idle: one page_view per
 * page open, user_login on each sign-in, user_payment once per paid order, and the web vitals.
 */
export function startTracker({ queryParams }: { queryParams: Pick<QueryParamStore, "getState"> }) {
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

  let validator: typeof import("./event-validator") | null = null;
  let validatorLoad: Promise<void> | null = null;
  const loadValidator = () => {
    validatorLoad ??= import("./event-validator")
      .then((module) => {
        validator = module;
      })
      .catch((error: unknown) =>
        console.error("Analytics could not load its event schemas.", error),
      );
    return validatorLoad;
  };
  whenIdle(() => void loadValidator());

  const queue = createAnalyticsQueue({
    context: ANALYTICS_CONTEXT,
    send: sendEvents,
    validate: (draft: AnalyticsEventDraft) => validator?.validateAnalyticsEvent(draft) ?? null,
    commonFields: () => ({
      ...pageFields(queryParams.getState(), { location: window.location, document, window }),
      user_id: identity.get().user_id,
      session_id: sessionId,
      publisher_id: null,
    }),
    logError: (message) => console.error(message),
    // Once the checkout is shown (its title set) or the wait for it ended: one view per open.
    onReady: () =>
      queue.track("page_view", {
        conversation_id: arrival.conversationId,
        product_option_id:
          arrival.productOptionId !== null && isUuid(arrival.productOptionId)
            ? arrival.productOptionId
            : null,
      }),
  });

  let productType: string | null = null;
  const paidOrders = new Set<string>();
  listenToPageEvents(
    (event) => {
      switch (event.type) {
        case "checkout-opened":
          productType = event.productType;
          identity.update({ publisher_id: event.publisherId });
          queue.markReady(event.publisherId);
          break;
        case "signed-in":
          identity.update({ user_id: event.userId });
          queue.track("user_login", { user_id: event.userId });
          break;
        case "signed-out":
          identity.update({ user_id: null });
          break;
        case "purchase-succeeded":
          // product.md §4: once per payment, however often the success is announced.
          if (paidOrders.has(event.orderId)) break;
          paidOrders.add(event.orderId);
          queue.track("user_payment", {
            conversation_id: queryParams.getState().conversationId,
            user_state_id: event.orderId,
            product_type: event.isTrial ? "trial" : (productType ?? "unknown"),
            custom_price: event.customPriceMinor === null ? null : String(event.customPriceMinor),
            currency: event.currency.toUpperCase(),
            product_option_id: event.productOptionId,
            promotion_code: event.discount?.code ?? null,
            discount_amount: event.discount ? String(event.discount.amountMinor) : null,
          });
          break;
      }
    },
    { replay: true },
  );

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

  return {
    /**
     * Sends everything queued and resolves once the collector answered: the page is about to
     * send the buyer elsewhere, and a payment announced a moment ago must not be left behind
     * (product.md §4: user_payment once per payment). The schemas load first if they have not.
     */
    async sendBeforeLeaving() {
      await loadValidator();
      await queue.flush();
    },
  };
}

export type Tracker = ReturnType<typeof startTracker>;
