import { createContext } from "react";

/**
 * The currency the server chose for the page's prices (docs/decisions/160): from the address,
 * the buyer's kept choice or the region of their language. Null where the page was rendered in
 * the browser alone: the address's `?currency=` is then all it has.
 */
export const PageCurrencyContext = createContext<string | null>(null);
