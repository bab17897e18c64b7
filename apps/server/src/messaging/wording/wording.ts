import {
  isSupportedLocale,
  type MessageBook,
  type MessageValues,
  translate,
} from "@creator-checkout/core/i18n";
import { LOCALE_FORMATS } from "@creator-checkout/core/i18n/formats";
import { plural as englishPlural } from "@creator-checkout/core/i18n/formats/en";
import { pseudoText } from "@creator-checkout/core/i18n/pseudo";
import { formatMoney } from "@creator-checkout/core/money";
import { formatDate } from "@creator-checkout/core/pricing";
import { englishWording, type WordingBookOf, type WordingKey } from "./english";
import { TRANSLATED_WORDINGS } from "./translated";

export type { WordingKey };

/** One language's wording of the messages, with its money and dates. */
export interface Wording {
  locale: string;
  say(key: WordingKey, values?: MessageValues): string;
  money(amountMinor: number, currency: string): string;
  date(date: Date): string;
  /** A country's name from its ISO code, by the server's own Intl (the page carries none). */
  country(code: string): string;
}

type WordingBook = MessageBook<WordingKey>;

const english: WordingBook = {
  locale: "en",
  plural: englishPlural,
  messages: englishWording,
  format: LOCALE_FORMATS.en,
};

/** Accented English, for finding a sentence that does not come from the wording. */
const pseudo: WordingBook = {
  ...english,
  locale: "en-XA",
  messages: Object.fromEntries(
    Object.entries(englishWording).map(([key, message]) => [
      key,
      typeof message === "string"
        ? pseudoText(message)
        : Object.fromEntries(
            Object.entries(message).map(([form, text]) => [form, pseudoText(text)]),
          ),
    ]),
  ) as WordingBook["messages"],
};

const BOOKS: Readonly<Record<string, WordingBook>> = Object.fromEntries(
  [english, pseudo, ...TRANSLATED_WORDINGS.map(withFormat)].map((book) => [book.locale, book]),
);

/** A language's wording with the money and date formats of the same language. */
function withFormat(wording: WordingBookOf): WordingBook {
  const format = isSupportedLocale(wording.locale)
    ? LOCALE_FORMATS[wording.locale]
    : english.format;
  return { ...wording, format };
}

/** The pseudo-locale names countries in English. */
function countryNameIn(locale: string, code: string): string {
  const language = locale === pseudo.locale ? english.locale : locale;
  return new Intl.DisplayNames([language], { type: "region", fallback: "code" }).of(code) ?? code;
}

/**
 * The wording in the buyer's language (docs/decisions/107): the one their page was in when they
 * signed in or bought; English for a language without a complete wording, and for a buyer the
 * checkout has never seen write.
 */
export function wordingFor(locale: string | null | undefined): Wording {
  const book = (locale && BOOKS[locale]) || english;
  return {
    locale: book.locale,
    say: (key, values) => translate(book, key, values),
    money: (amountMinor, currency) => formatMoney(amountMinor, currency, book.format),
    date: (date) => formatDate(date, book.format),
    country: (code) => countryNameIn(book.locale, code),
  };
}

/** The languages messages can be written in. */
export const WORDING_LOCALES = Object.keys(BOOKS);

/** Every language's wording, for the checks that keep them complete. */
export const WORDING_BOOKS: readonly WordingBookOf[] = Object.values(BOOKS);
