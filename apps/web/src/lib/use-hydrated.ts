import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while the server renders and while the page hydrates what it rendered, true from then
 * on: for what only the browser can know (its time zone, say) or do (answer a form).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
