import { createContext, useContext, useSyncExternalStore } from "react";
import { createQueryParamStore, type QueryParamStore } from "./query-param-store";

let browserStore: QueryParamStore | null = null;

/**
 * The page's one store in the browser, for parts outside React that follow the buyer's choices.
 * Made on first use: the server renders the page too, and it has no address bar.
 */
export function queryParamStore(): QueryParamStore {
  browserStore ??= createQueryParamStore(window.location, window.history);
  return browserStore;
}

/** The server's render gives each request a store read from its own address. */
export const QueryParamStoreContext = createContext<QueryParamStore | null>(null);

/** The claim the page arrived with, taken once and removed from the address. */
export function takeClaimFromAddress(): string | null {
  return queryParamStore().takeClaim();
}

/** The page's query parameters, and the changes that rewrite its address. */
export function useQueryParams() {
  const store = useContext(QueryParamStoreContext) ?? queryParamStore();
  // The server's snapshot is the same address, so hydration reads what the server rendered.
  const params = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  return {
    params,
    changeOption: store.changeOption,
    changeCustomPrice: store.changeCustomPrice,
    changeCoupon: store.changeCoupon,
  };
}
