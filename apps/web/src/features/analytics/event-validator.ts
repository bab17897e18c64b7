// Loaded on its own, after the tracker: zod and the event schemas are the most costly part of
// the analytics to evaluate, and in a task of their own neither task is long.
import "../../lib/zod-without-eval";

export { validateAnalyticsEvent } from "@creator-checkout/core/analytics";
