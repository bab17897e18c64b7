import type { DehydratedState } from "@tanstack/react-query";

/** The id of the `<script type="application/json">` the server writes the page's data into. */
export const PAGE_DATA_ELEMENT_ID = "page-data";

/**
 * What the server-rendered page hands the browser, so hydration starts from exactly what the
 * server rendered (docs/decisions/045).
 */
export interface PageData {
  /** The product and the publisher's flags, in TanStack Query's cache. */
  queries: DehydratedState;
  /** "checking" when the server saw a sign of a session; "signed-out" rendered the sign-in form. */
  session: "checking" | "signed-out";
  /** The publisher every API call names; null when the option was not found. */
  publisherId: string | null;
  /** The server's clock when it rendered, as ISO 8601. */
  renderedAt: string;
  /** The currency the server chose for the prices (docs/decisions/160); null without a product. */
  currency: string | null;
}
