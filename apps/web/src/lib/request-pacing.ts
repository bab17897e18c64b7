// product.md §9's constants for the page's own requests (docs/decisions/084).

/** At most this many of the page's requests are in flight at once; the rest wait their turn. */
export const MAX_CONCURRENT_REQUESTS = 8;

/** A read that got no answer from the network waits this long, then queues again. */
export const QUEUE_RETRY_DELAY_MS = 1_000;

/** How many times a read that got no answer is sent again before the buyer is told. */
export const QUEUE_RETRIES = 2;

/** A second press of Pay, Resend or Add Card within this time of the first does nothing. */
export const HANDLER_DEBOUNCE_MS = 500;
