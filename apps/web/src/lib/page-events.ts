import type { ProductType } from "@creator-checkout/core/catalog";

/**
 * What happened on the page that more than one part wants to hear of: analytics and the client
 * event log listen, the features that own the moment announce it. Announcing costs nothing when
 * nobody listens yet; a listener that arrives late (analytics loads when the page is idle) is
 * handed the recent past first, so it misses nothing.
 */
export type PageEvent =
  | {
      type: "checkout-opened";
      publisherId: string;
      productType: ProductType;
    }
  | { type: "signed-in"; userId: string | null }
  | { type: "signed-out" }
  | {
      type: "purchase-succeeded";
      orderId: string;
      productOptionId: string;
      currency: string;
      /** A trial option was bought: product.md §1's product type "trial". */
      isTrial: boolean;
      /** Whole minor units the buyer chose, or null for an option with a set price. */
      customPriceMinor: number | null;
      /** The promotion code the payment used and what it took off, or null. */
      discount: { code: string; amountMinor: number } | null;
    };

type Listener = (event: PageEvent) => void;

// Enough for everything a buyer can do before the page is idle, with room to spare.
const RECENT_LIMIT = 50;
const recent: PageEvent[] = [];
const listeners = new Set<Listener>();

export function announcePageEvent(event: PageEvent) {
  recent.push(event);
  if (recent.length > RECENT_LIMIT) recent.shift();
  for (const listener of listeners) listener(event);
}

/** Listens from now on, after hearing the recent events again when `replay` is set. */
export function listenToPageEvents(listener: Listener, { replay = false } = {}): () => void {
  if (replay) for (const event of [...recent]) listener(event);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type LeavingHook = () => Promise<void> | void;
const leavingHooks = new Set<LeavingHook>();

/**
 * Runs `hook` before the page sends the buyer elsewhere (the success card's Continue): what it
 * must not lose, such as the analytics still queued, leaves first.
 */
export function beforeLeaving(hook: LeavingHook): () => void {
  leavingHooks.add(hook);
  return () => leavingHooks.delete(hook);
}

/** Resolves once every hook has done its part, or failed; never rejects. */
export async function prepareToLeave(): Promise<void> {
  await Promise.allSettled([...leavingHooks].map(async (hook) => hook()));
}
