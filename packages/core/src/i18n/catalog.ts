import type { PluralCategory } from "make-plural/cardinals";
import type * as EnglishFirstView from "./catalogs/en/first-view";
import type * as EnglishOrder from "./catalogs/en/order";
import type * as EnglishPayment from "./catalogs/en/payment";
import type * as EnglishSignIn from "./catalogs/en/sign-in";
import type { LocaleFormat } from "./locale-format";

export type { PluralCategory };

/** A message that changes with a count, one form per CLDR plural category of its language. */
export type PluralForms = Partial<Record<PluralCategory, string>> & { other: string };

/**
 * Each language's words come in parts, one file each: the first view's, which the page loads
 * with itself, and the rest, which it loads once it shows (docs/decisions/121).
 */
export const CATALOG_PARTS = ["first-view", "sign-in", "payment", "order"] as const;
export type CatalogPartName = (typeof CATALOG_PARTS)[number];

interface EnglishParts {
  "first-view": typeof EnglishFirstView.messages;
  "sign-in": typeof EnglishSignIn.messages;
  payment: typeof EnglishPayment.messages;
  order: typeof EnglishOrder.messages;
}

/** One part of a language's words: English's keys of that part, each a sentence or plural forms. */
export type CatalogPart<Part extends CatalogPartName> = {
  [Key in keyof EnglishParts[Part]]: EnglishParts[Part][Key] extends string ? string : PluralForms;
};

export type MessageKey = { [Part in CatalogPartName]: keyof EnglishParts[Part] }[CatalogPartName];

/** Every key English has, each a sentence or plural forms as English's is (docs/decisions/106). */
export type Messages = CatalogPart<"first-view"> &
  CatalogPart<"sign-in"> &
  CatalogPart<"payment"> &
  CatalogPart<"order">;

/** One language's sentences for one reader: the page's, or the server's e-mails. */
export interface MessageBook<Key extends string> {
  locale: string;
  /** CLDR's cardinal plural rule for the language, from make-plural. */
  plural: (count: number) => PluralCategory;
  messages: Readonly<Record<Key, string | PluralForms>>;
  /** How the language writes money and dates: it travels with its words. */
  format: LocaleFormat;
}

/** One language's words, loaded alone: the page never carries another's (docs/decisions/106). */
export interface Catalog extends MessageBook<MessageKey> {
  messages: Messages;
}

/** What fills a message's `{name}` placeholders; `count` also picks a plural form. */
export type MessageValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** The message for `key` in `book`, its placeholders filled from `values`. */
export function translate<Key extends string>(
  book: MessageBook<Key>,
  key: Key,
  values: MessageValues = {},
): string {
  // Only the page's words can be missing, when a part has not loaded yet (docs/decisions/121):
  // the key shows, and the pseudo-locale's journeys fail on it.
  const message: string | PluralForms | undefined = book.messages[key];
  if (message === undefined) return key;
  const text = formFor(book, message, Number(values.count ?? 0));
  return text.replace(PLACEHOLDER, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

function formFor(
  book: Pick<MessageBook<string>, "plural">,
  message: string | PluralForms,
  count: number,
): string {
  if (typeof message === "string") return message;
  return message[book.plural(count)] ?? message.other;
}

/** The `{name}` placeholders of a message, for the checks that keep catalogs alike. */
export function placeholdersOf(message: string | PluralForms): string[] {
  const texts = typeof message === "string" ? [message] : Object.values(message);
  const names = texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]));
  return [...new Set(names)].filter((name): name is string => name !== undefined).sort();
}
