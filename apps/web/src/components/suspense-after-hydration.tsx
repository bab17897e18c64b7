import { type ReactNode, Suspense } from "react";
import { useHydrated } from "@/lib/use-hydrated";

/**
 * A Suspense boundary for a part whose code loads on demand. The server renders the checkout in
 * one synchronous pass (docs/decisions/045), where such a part could only suspend and leave
 * React a boundary to redo in the browser; so the server and the hydrating page both show the
 * fallback, and the part's code is asked for once the page has taken over.
 */
export function SuspenseAfterHydration({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return hydrated ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}
