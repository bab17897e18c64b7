import { loadRestOfWords, setActiveCatalog } from "@creator-checkout/core/i18n";
import { startErrorReporting } from "./features/errors";
import { loadFirstViewWords, restOfWordsLoader } from "./lib/page-words";
import { whenIdleAfterLoad } from "./lib/when-idle";
import "./styles.css";

// First, so that a failure while the page starts is reported too.
startErrorReporting();

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element to render into.");

/** Resolves in a task of its own, after what the browser has waiting (a paint, a tap). */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/**
 * The page's code arrives with its first download (the built index.html preloads every part),
 * but the browser compiles and evaluates each part in a task of its own: React DOM, then the
 * page, then hydration. As one, they made the longest task of the page's start
 * (docs/decisions/060).
 */
async function start(container: HTMLElement) {
  // The server wrote the language it chose into <html lang> and preloads its first view's words
  // alone (docs/decisions/106, 121); asked for at once, they arrive while React does.
  const { lang } = document.documentElement;
  const catalog = loadFirstViewWords(lang);
  await nextTask();
  await import("react-dom/client");
  await nextTask();
  const { startPage } = await import("./start-page");
  setActiveCatalog(await catalog, { rest: restOfWordsLoader(lang) });
  startPage(container);
  // The rest of the words, for the parts that load later; each of them waits for these anyway,
  // and asks again if this load fails.
  whenIdleAfterLoad(() => void loadRestOfWords().catch(() => undefined));
}

void start(root);
