export {
  ANALYTICS_CONTEXT,
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
  DEFAULT_ANALYTICS_CONTEXT,
  MAX_ANALYTICS_BATCH,
  webVitalNames,
  webVitalRatings,
} from "./analytics-event";
export {
  type AnalyticsEventDraft,
  type AnalyticsValidation,
  validateAnalyticsEvent,
} from "./validate-analytics-event";
