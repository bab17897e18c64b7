import PrivateWindowCheck from "./private-window-check.worker?worker";

/**
 * product.md §9: the dark favicon also shows in a private window, whose tab strip browsers draw
 * dark whatever the colour scheme. Whether a window is private is a guess made from how the
 * browser's storage behaves, left to a maintained library (docs/decisions/085). The page loads
 * this module once it is idle, and the guess runs in a worker: the main thread only starts it
 * and reads its answer (docs/decisions/141).
 */
export function darkenFaviconIfPrivate() {
  const light = document.querySelector<HTMLLinkElement>(
    'link[rel="icon"][media="(prefers-color-scheme: light)"]',
  );
  const dark = document.querySelector<HTMLLinkElement>(
    'link[rel="icon"][media="(prefers-color-scheme: dark)"]',
  );
  if (!light || !dark) return;
  const check = new PrivateWindowCheck({ name: "private-window-check" });
  // The worker is ended once it has answered, or failed, so it holds no memory for the page's life.
  check.onmessage = ({ data }: MessageEvent<boolean>) => {
    if (data) light.href = dark.href;
    check.terminate();
  };
  check.onerror = () => check.terminate();
}
