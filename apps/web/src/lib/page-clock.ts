import { createContext, useContext } from "react";

/**
 * The instant the page was first rendered: the server's clock, which the page then keeps, so
 * the dates it shows (a trial's end, the next renewal) hydrate as the server wrote them. Null
 * where the page was rendered in the browser alone: then the browser's clock.
 */
export const PageClockContext = createContext<Date | null>(null);

/** "Now" as the page's first view knew it; read once, with `useState(usePageOpenedAt())`. */
export function usePageOpenedAt(): () => Date {
  const renderedAt = useContext(PageClockContext);
  return () => renderedAt ?? new Date();
}
