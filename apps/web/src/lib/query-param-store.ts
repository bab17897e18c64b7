import { checkoutPath } from "./checkout-path";
import { type QueryParams, readQueryParams } from "./read-query-params";

export interface QueryParamStore {
  getState(): QueryParams;
  subscribe(listener: () => void): () => void;
  /** `customPriceMinor` is null for an option with a fixed price. */
  changeOption(productOptionId: string, customPriceMinor: number | null): void;
  changeCustomPrice(customPriceMinor: number): void;
  /** Applies a promotion code (kept in the address, so a reload keeps it) or removes it (null). */
  changeCoupon(coupon: string | null): void;
  /**
   * Takes the claim the page arrived with, once, and removes it from the address (keeping every
   * other parameter), so it is neither reused nor left in the history (docs/decisions/038).
   */
  takeClaim(): string | null;
}

/** Holds the query parameters and rewrites the address whenever the option or amount changes. */
export function createQueryParamStore(
  location: Pick<Location, "pathname" | "search">,
  history: Pick<History, "replaceState" | "state">,
): QueryParamStore {
  let state = readQueryParams(location);
  const listeners = new Set<() => void>();

  function commit(next: QueryParams & { productOptionId: string }) {
    state = next;
    history.replaceState(history.state, "", checkoutPath(next));
    for (const listener of listeners) listener();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    changeOption(productOptionId, customPriceMinor) {
      commit({ ...state, productOptionId, customPriceMinor });
    },
    takeClaim() {
      const { claim } = state;
      if (claim === null) return null;
      state = { ...state, claim: null };
      const search = new URLSearchParams(location.search);
      search.delete("claim");
      const query = search.toString();
      history.replaceState(history.state, "", `${location.pathname}${query ? `?${query}` : ""}`);
      for (const listener of listeners) listener();
      return claim;
    },
    changeCustomPrice(customPriceMinor) {
      if (state.productOptionId === null) return;
      commit({ ...state, productOptionId: state.productOptionId, customPriceMinor });
    },
    changeCoupon(coupon) {
      if (state.productOptionId === null) return;
      commit({ ...state, productOptionId: state.productOptionId, coupon });
    },
  };
}
