// Apart from the event schemas, so that the page can name its context and batch size without
// loading zod with its first scripts (docs/decisions/052).

/** product.md §9: the default context, which the checkout overrides with "pay". */
export const DEFAULT_ANALYTICS_CONTEXT = "gadget";
export const ANALYTICS_CONTEXT = "pay";

/** product.md §7: the extract endpoint takes one event or a batch of at most this many. */
export const MAX_ANALYTICS_BATCH = 50;
