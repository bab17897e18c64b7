import { detectIncognito } from "detectincognitojs";

/**
 * product.md §9: the dark favicon also shows in a private window, whose tab strip browsers draw
 * dark whatever the colour scheme. Whether a window is private is a guess made from the
 * browser's storage quota and similar signals; the guess is left to a maintained library. The
 * page loads this module once it is idle, so it is never part of the first download or paint
 * (docs/decisions/085).
 */
export async function darkenFaviconIfPrivate() {
  const light = document.querySelector<HTMLLinkElement>(
    'link[rel="icon"][media="(prefers-color-scheme: light)"]',
  );
  const dark = document.querySelector<HTMLLinkElement>(
    'link[rel="icon"][media="(prefers-color-scheme: dark)"]',
  );
  if (!light || !dark) return;
  try {
    const { isPrivate } = await detectIncognito();
    if (isPrivate) light.href = dark.href;
  } catch {
    // A browser the library does not know keeps the favicon of its colour scheme.
  }
}
