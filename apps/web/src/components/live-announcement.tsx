import { useEffect, useRef, useState } from "react";

/**
 * Says `text` to screen readers, politely, each time it changes after the first render: for a
 * label that changes where the buyer is not looking, such as the pay button's when they pick a
 * switch choice in the summary. Nothing shows on screen.
 */
export function LiveAnnouncement({ text }: { text: string }) {
  const [announced, setAnnounced] = useState("");
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnounced(text);
  }, [text]);
  return (
    <span className="visually-hidden" aria-live="polite" aria-atomic="true">
      {announced}
    </span>
  );
}
