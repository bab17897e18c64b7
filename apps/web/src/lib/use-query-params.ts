import { useSyncExternalStore } from "react";
import { createQueryParamStore } from "./query-param-store";

const store = createQueryParamStore(window.location, window.history);

/** The page's query parameters, and the changes that rewrite its address. */
export function useQueryParams() {
  const params = useSyncExternalStore(store.subscribe, store.getState);
  return { params, changeOption: store.changeOption, changeCustomPrice: store.changeCustomPrice };
}
