/** Tries of a declined renewal after the first: 1, 3 and 5 days after it (docs/decisions/030). */
export const DEFAULT_RENEWAL_RETRY_DAYS: readonly number[] = [1, 3, 5];
