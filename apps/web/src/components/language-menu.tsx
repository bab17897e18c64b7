import { t } from "@creator-checkout/core/i18n";

/** A language the page is offered in, named in its own words ("Deutsch", "العربية"). */
export interface LanguageChoice {
  tag: string;
  name: string;
}

interface LanguageMenuProps {
  languages: readonly LanguageChoice[];
  current: string;
  /** The address of this page in a language: the server shows it so and remembers the choice. */
  addressIn: (tag: string) => string;
}

/**
 * The footer's choice of language: a disclosure of links, so that it opens without script and
 * choosing one is a plain navigation a screen reader announces as such (docs/decisions/104).
 */
export function LanguageMenu({ languages, current, addressIn }: LanguageMenuProps) {
  if (languages.length < 2) return null;
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
