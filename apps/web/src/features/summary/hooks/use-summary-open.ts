import { useState } from "react";
import { useMediaQuery } from "@/lib/use-media-query";

/** product.md §2 and 9: wider than 767 px the summary is always open; narrower it starts collapsed. */
const WIDE_WINDOW = "(min-width: 768px)";

export function useSummaryOpen(toggleAllowed: boolean) {
  // The server renders the phone's layout; on a wide window the stylesheet opens it until the
  // page knows (styles.css, "Before hydration").
  const isWide = useMediaQuery(WIDE_WINDOW, false);
  const [expanded, setExpanded] = useState(false);
  const collapsible = toggleAllowed && !isWide;
  return {
    collapsible,
    open: !collapsible || expanded,
    toggle: () => setExpanded((value) => !value),
  };
}
