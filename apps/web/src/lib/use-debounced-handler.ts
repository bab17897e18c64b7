import { useEffect, useRef, useState } from "react";
import { debounceHandler, type Press } from "./debounce-handler";
import { HANDLER_DEBOUNCE_MS } from "./request-pacing";

/**
 * The handler, debounced across renders (product.md §9 "async handler debounce"): the state
 * it reads may still be the one before the first press when a double click's second press
 * arrives, so a check of that state alone cannot stop a second request.
 */
export function useDebouncedHandler(handler: () => unknown): (press?: Press) => Promise<void> {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const [debounced] = useState(() => debounceHandler(() => latest.current(), HANDLER_DEBOUNCE_MS));
  return debounced;
}
