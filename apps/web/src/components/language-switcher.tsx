import { t } from "@creator-checkout/core/i18n";

interface Language {
  tag: string;
  name: string;
}

/** The languages the server offers this page in, each in its own words (page-language.ts). */
function offeredLanguages(): Language[] {
  return Array.from(
    document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]'),
    (link) => ({ tag: link.hreflang, name: link.title }),
  );
}

/** This page's address in `tag`: the server shows it in that language and remembers the choice. */
function addressIn(tag: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set("locale", tag);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The footer's choice of language: links, so that choosing one is a plain navigation a screen
 * reader announces as such, each named in its own language (docs/decisions/104).
 */
export function LanguageSwitcher() {
  const languages = offeredLanguages();
  if (languages.length < 2) return null;
  const current = document.documentElement.lang;
  return (
    <details className="footer__languages">
      <summary className="footer__link">
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true">
          <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" />
          <path
            d="M1.5 8h13M8 1.5c2 2 2.6 4 2.6 6.5S10 12.5 8 14.5M8 1.5C6 3.5 5.4 5.5 5.4 8S6 12.5 8 14.5"
            fill="none"
            stroke="currentColor"
          />
        </svg>
        {t("footer.language")}
      </summary>
      <ul className="footer__language-list">
        {languages.map(({ tag, name }) => (
          <li key={tag}>
            <a
              className="footer__link"
              href={addressIn(tag)}
              hrefLang={tag}
              lang={tag}
              aria-current={tag === current ? "true" : undefined}
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
