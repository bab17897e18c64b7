import { createContext, useContext } from "react";
import { PUBLISHER_KEY_PREFIX } from "./publisher-key-storage";

/**
 * Preview mode (docs/decisions/091): `?preview=true` in the address asks for it, and the
 * creator's own key in this tab (the one the dashboard keeps) proves it. "checking" until the
 * server has said whether the key is the page's publisher's; "off" for everyone else.
 */
export type PreviewState = "off" | "checking" | "on";

export const PreviewContext = createContext<PreviewState>("off");

export function usePreviewState(): PreviewState {
  return useContext(PreviewContext);
}

/** Whether the address asks for a preview: the page's own, read once. */
export const previewRequested =
  typeof window !== "undefined" &&
  new URLSearchParams(window.location.search).get("preview") === "true";

let settle: (preview: boolean) => void = () => {};
const settled = new Promise<boolean>((resolve) => {
  settle = resolve;
});
if (!previewRequested || !holdsAnyPublisherKey()) settle(false);

/** Whether this tab keeps any creator's key: without one, no preview can be proved. */
function holdsAnyPublisherKey(): boolean {
  try {
    return Object.keys(sessionStorage).some((name) => name.startsWith(PUBLISHER_KEY_PREFIX));
  } catch {
    return false;
  }
}

/** Whether this page turned out to be a preview, once that is known; at once when not asked. */
export function whenPreviewKnown(): Promise<boolean> {
  return settled;
}

/** Says, once, whether this page is a preview. */
export function settlePreview(preview: boolean) {
  settle(preview);
}
