/** product.md §3 "Client event log entry". */
export type ClientEventType =
  | "app_start"
  | "product_option_change"
  | "user_authenticated"
  | "new_purchase_success";

export interface ClientEventLogEntry {
  id: string;
  type: ClientEventType;
  /** The entries' sort key: the order in which they were added. */
  order: number;
  /** On product_option_change: the option chosen. */
  productOptionId?: string;
}

/** product.md §9: entries are added this long after their action. */
export const CLIENT_EVENT_LOG_DELAY_MS = 1_000;
// The log travels with error reports as breadcrumbs: the last few actions are what helps.
const MAX_ENTRIES = 100;

export interface ClientEventLog {
  /** Adds an entry about CLIENT_EVENT_LOG_DELAY_MS from now; app_start only the first time. */
  record(type: ClientEventType, details?: { productOptionId?: string }): void;
  /** The entries, sorted by their order. */
  read(): ClientEventLogEntry[];
}

/** product.md §3 and §4: the page's own short history of what the buyer did. */
export function createClientEventLog(delayMs: number = CLIENT_EVENT_LOG_DELAY_MS): ClientEventLog {
  const entries: ClientEventLogEntry[] = [];
  let nextOrder = 0;
  let appStartFired = false;
  return {
    record(type, details = {}) {
      if (type === "app_start") {
        if (appStartFired) return;
        appStartFired = true;
      }
      setTimeout(() => {
        nextOrder += 1;
        entries.push({ id: crypto.randomUUID(), type, order: nextOrder, ...details });
        if (entries.length > MAX_ENTRIES) entries.shift();
      }, delayMs);
    },
    read: () => [...entries].sort((a, b) => a.order - b.order).map((entry) => ({ ...entry })),
  };
}
