import { type LanguageChoice, LanguageMenu } from "./language-menu";

/** The languages the server offers this page in, each in its own words (page-language.ts). */
export function offeredLanguages(): LanguageChoice[] {
  return Array.from(
    document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'),
    (link) => ({ tag: link.hreflang, name: link.title }),
  );
}

/** This page's address in `tag`, keeping the rest of its address. */
function addressIn(tag: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set("locale", tag);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The checkout's language menu, read from the document once the page has taken over. */
export function LanguageSwitcher() {
  return (
    <LanguageMenu
      languages={offeredLanguages()}
      current={document.documentElement.lang}
      addressIn={addressIn}
    />
  );
}
