import { localeFormat as english } from "./formats/en";
import type { LocaleFormat } from "./locale-format";

let active: LocaleFormat = english;

/** The format money and dates take when a caller names none: the page's language. */
export function activeLocaleFormat(): LocaleFormat {
  return active;
}

/**
 * Runs `write` with `format` as the active one and puts English back afterwards. Synchronous on
 * purpose: the server renders one page at a time within it, so no other request's e-mail or
 * page can see another buyer's language (docs/decisions/105).
 */
export function withLocaleFormat<Result>(format: LocaleFormat, write: () => Result): Result {
  const previous = active;
  active = format;
  try {
    return write();
  } finally {
    active = previous;
  }
}

/** The page sets its language once, before it first renders, and keeps it. */
export function setPageLocaleFormat(format: LocaleFormat): void {
  active = format;
}
