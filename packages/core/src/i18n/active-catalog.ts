import { setPageLocaleFormat, withLocaleFormat } from "./active-locale-format";
import type { Catalog, MessageKey, Messages, MessageValues } from "./catalog";
import { translate } from "./catalog";
import { DEFAULT_LOCALE } from "./locales";

// None until the page (or a process) chooses one, so a page in German never carries English's
// words as a fallback it would not use (docs/decisions/106).
let active: Catalog | null = null;

/** The message for `key` in the page's language. */
export function t(key: MessageKey, values?: MessageValues): string {
  if (active === null) throw new Error("setActiveCatalog first");
  return translate(active, key, values);
}

/**
 * Runs `write` with `catalog` and its formats as the language, then puts back the last. Only
 * for synchronous work, a server render: no other request's page or e-mail runs within it.
 */
export function withCatalog<Result>(catalog: Catalog, write: () => Result): Result {
  const previous = active;
  active = catalog;
  try {
    return withLocaleFormat(catalog.format, write);
  } finally {
    active = previous;
  }
}

type LoadRest = () => Promise<Partial<Messages>>;

// How to load the words beyond the first view's, until they are loaded; then null.
let loadRest: LoadRest | null = null;
let restOfWords: Promise<void> = Promise.resolve();

/**
 * The language for everything outside a render: the page's, chosen once before it first
 * renders, with its first view's words alone until `loadRestOfWords` brings the rest (`rest`);
 * English, whole, for the server's own sentences (its API errors, its logs).
 */
export function setActiveCatalog(catalog: Catalog, { rest }: { rest?: LoadRest } = {}): void {
  active = catalog;
  loadRest = rest ?? null;
  restOfWords = Promise.resolve();
  setPageLocaleFormat(catalog.format);
}

/**
 * Loads the parts of the page's language beyond its first view, once; each lazy part of the
 * page waits for it before it shows (docs/decisions/121). A failed load may be tried again.
 */
export function loadRestOfWords(): Promise<void> {
  const load = loadRest;
  if (load === null) return restOfWords;
  loadRest = null;
  const catalog = active as Catalog;
  restOfWords = load().then(
    (messages) => {
      active = { ...catalog, messages: { ...catalog.messages, ...messages } };
    },
    (error: unknown) => {
      loadRest = load;
      throw error;
    },
  );
  return restOfWords;
}

/**
 * The page's own sentence for an API error's code, or null where the server's should show: on
 * an English page (the server's is more particular), and for a code the catalog has no sentence
 * for, or whose words have not loaded yet (docs/decisions/122).
 */
export function apiErrorSentence(code: string): string | null {
  if (active === null || active.locale === DEFAULT_LOCALE) return null;
  const key = `apiErrors.${code}`;
  return Object.hasOwn(active.messages, key) ? translate(active, key as MessageKey) : null;
}
