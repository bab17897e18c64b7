import { useEffect, useRef, useState } from "react";
import { createStore, useStore } from "@/lib/create-store";

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

// The page's one region for news that belongs to no control on screen (a sign-in that
// finished, a card that was saved). The count makes a sentence said twice change the region,
// so it is said again.
const pageNews = createStore({ text: "", count: 0 });

/** Says `text` to screen readers, politely, through the page's news region. */
export function announce(text: string) {
  pageNews.setState((news) => ({ text, count: news.count + 1 }));
}

/**
 * The region `announce` speaks through. It is on the page from the first render, empty, since
 * a live region that appears together with its text is not reliably read.
 */
export function PageNews() {
  const { text, count } = useStore(pageNews);
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-page-news="">
      <span key={count}>{text}</span>
    </p>
  );
}
