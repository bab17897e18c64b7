import { useEffect, useRef, useState } from "react";
import { turnstileGone, turnstilePassed } from "../hooks/bot-proofs";
import { loadTurnstile } from "../utils/turnstile";
import { BotCheckHost } from "./bot-check-host";

interface TurnstileWidgetProps {
  siteKey: string;
  scriptUrl: string;
  /** Called once, when the widget first passes; `hadFocus` tells whether the person was on it. */
  onPassed: (hadFocus: boolean) => void;
}

/**
 * Cloudflare's Turnstile widget (docs/decisions/039). It stays on the page while the sign-in form
 * is in use: every call that starts a sign-in needs a token of its own, and the widget makes the
 * next one when reset.
 */
export function TurnstileWidget({ siteKey, scriptUrl, onPassed }: TurnstileWidgetProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const onPassedRef = useRef(onPassed);
  useEffect(() => {
    onPassedRef.current = onPassed;
  });
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let removeWidget = () => {};
    loadTurnstile(scriptUrl)
      .then((turnstile) => {
        const host = hostRef.current;
        if (cancelled || !host) return;
        // The newest unused token, and the calls waiting for the next one.
        let unused: string | null = null;
        const waiting: Array<(token: string) => void> = [];
        let passed = false;
        const widgetId = turnstile.render(host, {
          sitekey: siteKey,
          callback: (token) => {
            const waiter = waiting.shift();
            if (waiter) waiter(token);
            else unused = token;
            if (waiting.length > 0 && widgetId) turnstile.reset(widgetId);
            if (!passed) {
              passed = true;
              turnstilePassed(nextToken);
              onPassedRef.current(host.contains(document.activeElement));
            }
          },
          "expired-callback": () => {
            unused = null;
          },
        });
        if (!widgetId) throw new Error("Turnstile did not render");
        function nextToken(): Promise<string> {
          if (unused !== null) {
            const token = unused;
            unused = null;
            return Promise.resolve(token);
          }
          return new Promise((resolve) => {
            waiting.push(resolve);
            if (waiting.length === 1 && widgetId) turnstile.reset(widgetId);
          });
        }
        removeWidget = () => turnstile.remove(widgetId);
        setLoaded(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      removeWidget();
      turnstileGone();
    };
  }, [siteKey, scriptUrl]);

  return <BotCheckHost hostRef={hostRef} loaded={loaded} failed={failed} />;
}
