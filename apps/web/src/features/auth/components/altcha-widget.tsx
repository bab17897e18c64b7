import { useEffect, useRef, useState } from "react";
import { BOT_CHALLENGE_PATH } from "../api/get-bot-challenge";
import { BotCheckHost } from "./bot-check-host";

interface AltchaWidgetProps {
  onVerified: (payload: string, hadFocus: boolean) => void;
}

/**
 * Mounts the ALTCHA web component, loaded on demand so it stays out of the page's first
 * download. `hadFocus` tells whether the person was on the widget when it passed.
 */
export function AltchaWidget({ onVerified }: AltchaWidgetProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const onVerifiedRef = useRef(onVerified);
  useEffect(() => {
    onVerifiedRef.current = onVerified;
  });
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let widget: HTMLElement | null = null;
    let cancelled = false;
    import("../utils/altcha")
      .then(({ createAltchaWidget }) => {
        const host = hostRef.current;
        if (cancelled || !host) return;
        widget = createAltchaWidget({
          challengeUrl: BOT_CHALLENGE_PATH,
          onVerified: (payload) =>
            onVerifiedRef.current(payload, host.contains(document.activeElement)),
        });
        host.append(widget);
        setLoaded(true);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      widget?.remove();
    };
  }, []);

  return <BotCheckHost hostRef={hostRef} loaded={loaded} failed={failed} />;
}
