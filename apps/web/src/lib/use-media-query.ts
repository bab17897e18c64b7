import { useCallback, useSyncExternalStore } from "react";

/**
 * Whether the window matches `query`. The server cannot know, so it renders `serverGuess`, and
 * hydration starts from the same guess before the real answer re-renders (the stylesheet
 * covers the guess meanwhile, so the page does not jump).
 */
export function useMediaQuery(query: string, serverGuess: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverGuess,
  );
}
