import { createContext, type ReactNode, startTransition, use, useEffect, useState } from "react";

// The server renders, and the page hydrates, with the default: not hydrated.
const HydratedContext = createContext(false);

/**
 * Holds whether the page has taken over from the server's markup, and turns it on once, in a
 * transition after hydrating: the parts that waited for the browser then render in slices
 * React can pause between, not in one synchronous render as a store's server snapshot would
 * force (docs/decisions/060). A page the browser renders from nothing starts hydrated.
 */
export function HydrationFlag({
  initiallyHydrated,
  children,
}: {
  initiallyHydrated: boolean;
  children: ReactNode;
}) {
  const [hydrated, setHydrated] = useState(initiallyHydrated);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext value={hydrated}>{children}</HydratedContext>;
}

/**
 * False while the server renders and while the page hydrates what it rendered, true from then
 * on: for what only the browser can know (its time zone, say) or do (answer a form).
 */
export function useHydrated(): boolean {
  return use(HydratedContext);
}
