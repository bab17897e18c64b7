/** The part of Cloudflare Turnstile's explicit-render API the page uses. */
export interface TurnstileApi {
  render(
    container: HTMLElement,
    options: {
      sitekey: string;
      callback: (token: string) => void;
      "expired-callback"?: () => void;
    },
  ): string | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

let loading: Promise<TurnstileApi> | null = null;

/**
 * Loads Turnstile's script once, when a sign-in form first needs it, so it stays out of the
 * page's first download (docs/decisions/039). A failed load may be tried again.
 */
export function loadTurnstile(scriptUrl: string): Promise<TurnstileApi> {
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const url = new URL(scriptUrl, window.location.href);
    url.searchParams.set("render", "explicit");
    const script = document.createElement("script");
    script.src = url.href;
    script.async = true;
    script.onload = () =>
      window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not start"));
    script.onerror = () => {
      script.remove();
      reject(new Error("Turnstile could not load"));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
