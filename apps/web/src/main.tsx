import {
  DEFAULT_LOCALE,
  hasCatalog,
  loadCatalog,
  setActiveCatalog,
} from "@creator-checkout/core/i18n";
import { startErrorReporting } from "./features/errors";
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
  // The server wrote the language it chose into <html lang> and preloads that catalog alone
  // (docs/decisions/106); asked for at once, it arrives while React does.
  const { lang } = document.documentElement;
  const catalog = loadCatalog(hasCatalog(lang) ? lang : DEFAULT_LOCALE);
  await nextTask();
  await import("react-dom/client");
  await nextTask();
  const { startPage } = await import("./start-page");
  setActiveCatalog(await catalog);
  startPage(container);
}

void start(root);
