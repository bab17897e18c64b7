export {
  ANALYTICS_CONTEXT,
  DEFAULT_ANALYTICS_CONTEXT,
  MAX_ANALYTICS_BATCH,
} from "./analytics-context";
export {
  type AnalyticsCampaign,
  type AnalyticsEvent,
  type AnalyticsEventInput,
  type AnalyticsEventName,
  type AnalyticsEventType,
  analyticsEvent,
  analyticsEventNames,
  analyticsEventSchemas,
  analyticsEventTypes,
  analyticsMessages,
  analyticsProductTypes,
  webVitalNames,
  webVitalRatings,
} from "./analytics-event";
export {
  type AnalyticsEventDraft,
  type AnalyticsValidation,
  validateAnalyticsEvent,
} from "./validate-analytics-event";
