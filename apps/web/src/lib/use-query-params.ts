import { useSyncExternalStore } from "react";
import { createQueryParamStore } from "./query-param-store";

const store = createQueryParamStore(window.location, window.history);

/** The page's one store, for parts outside React that follow the buyer's choices. */
export { store as queryParamStore };

/** The claim the page arrived with, taken once and removed from the address. */
export const takeClaimFromAddress = store.takeClaim;

/** The page's query parameters, and the changes that rewrite its address. */
export function useQueryParams() {
  const params = useSyncExternalStore(store.subscribe, store.getState);
  return { params, changeOption: store.changeOption, changeCustomPrice: store.changeCustomPrice };
}
