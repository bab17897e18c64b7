import { API_BASE_PATH, apiOrigin, connectUrl } from "../utils/connect-url";
import { popupFeatures, popupGeometry } from "../utils/popup-geometry";
import type { SocialLoginResult } from "../utils/read-social-login-message";
import type { SocialProvider } from "../utils/social-providers";
import { beginSessionFromCookie } from "./session";
import { reportSocialLoginFailure } from "./social-login-return";

// product.md §9: whether the buyer closed the pop-up is checked every second.
const POPUP_CLOSED_POLL_MS = 1_000;

// The message parser brings zod, so it loads when a pop-up opens, not with the first view.
const loadMessageReader = () => import("../utils/read-social-login-message");

export interface SocialLoginContext {
  publisherId: string;
  utm: Parameters<typeof connectUrl>[0]["utm"];
  /** product.md §2: set when the page was opened with redirect_uri. */
  redirectUri: string | null;
}

/** The pop-up being watched, so that a second click replaces it rather than doubling up. */
let watched: { popup: Window; stop: () => void } | null = null;

/**
 * product.md §2 and §4 "Social login": opens `/connect/{type}/user` in a centred pop-up and waits
 * for its message; with redirect_uri (or when the browser blocks the pop-up) the whole top window
 * goes there instead. Runs inside the click, so the browser lets the window open.
 */
export function startSocialLogin(provider: SocialProvider, context: SocialLoginContext) {
  const apiUrl = new URL(API_BASE_PATH, window.location.origin).toString();
  const request = {
    apiUrl,
    providerType: provider.type,
    publisherId: context.publisherId,
    origin: window.location.origin,
    referer: `${window.location.origin}${window.location.pathname}`,
    utm: context.utm,
  };
  if (context.redirectUri !== null) {
    redirectTopWindow(connectUrl({ ...request, redirectUri: context.redirectUri }));
    return;
  }
  watched?.stop();
  const title = `${provider.name} Login`;
  const popup = window.open(
    connectUrl({ ...request, redirectUri: null }),
    title,
    popupFeatures(popupGeometry(window, window.screen)),
  );
  if (!popup) {
    // A blocked pop-up would leave the button doing nothing: the whole window goes instead,
    // and comes back to this very page (docs/decisions/036).
    redirectTopWindow(connectUrl({ ...request, redirectUri: window.location.href }));
    return;
  }
  nameWindow(popup, title);
  watchPopup(popup, apiOrigin(apiUrl));
}

function watchPopup(popup: Window, expectedOrigin: string) {
  const reader = loadMessageReader();
  const onMessage = (event: MessageEvent) => {
    // Cheap checks first: most messages on a page (extensions, other frames) are not ours.
    if (event.origin !== expectedOrigin || event.source !== popup) return;
    void reader.then(({ readSocialLoginMessage }) => {
      const result = readSocialLoginMessage(event, { origin: expectedOrigin, popup });
      if (!result || watched?.popup !== popup) return;
      stop();
      void finish(result);
    });
  };
  // product.md §4: closing the pop-up ends the attempt, and the form is simply there again. The
  // pop-up's last page closes itself right after posting, so its message may still be on the
  // way when the closing is seen: the page listens one more round before it stops.
  let seenClosed = false;
  const poll = setInterval(() => {
    if (!popup.closed) return;
    if (seenClosed) stop();
    seenClosed = true;
  }, POPUP_CLOSED_POLL_MS);
  function stop() {
    clearInterval(poll);
    window.removeEventListener("message", onMessage);
    if (!popup.closed) popup.close();
    if (watched?.popup === popup) watched = null;
  }
  window.addEventListener("message", onMessage);
  watched = { popup, stop };
  reader.catch(() => {
    stop();
    reportSocialLoginFailure("the sign-in could not be completed in this page");
  });
}

async function finish(result: SocialLoginResult) {
  if (!result.ok) {
    reportSocialLoginFailure(result.error);
    return;
  }
  try {
    if (!(await beginSessionFromCookie()))
      reportSocialLoginFailure("the pop-up left no session behind");
  } catch (error) {
    reportSocialLoginFailure(error);
  }
}

function redirectTopWindow(url: string) {
  // Setting href is what a framed page may do to a top window of another origin; assign is not.
  (window.top ?? window).location.href = url;
}

/** The pop-up's title until its first page arrives; that page names it as well. */
function nameWindow(popup: Window, title: string) {
  try {
    popup.document.title = title;
  } catch {
    // Already on another origin: its own page carries the title.
  }
}
