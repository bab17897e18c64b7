/**
 * Writes packages/core/src/i18n/formats/: for each language, how it writes money and long
 * dates, read from Node's full ICU (docs/decisions/105). The page then formats with string
 * operations and never waits for the browser's locale data (docs/decisions/059). A unit test
 * compares the result with Intl for every language and currency, so the tables cannot drift:
 * run this again when Node's ICU changes and that test fails.
 */
import { execFileSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as cardinals from "make-plural/cardinals";
import type { LocaleFormat } from "../packages/core/src/i18n/locale-format";
import { type Locale, SUPPORTED_LOCALES } from "../packages/core/src/i18n/locales";
import { supportedCurrencies } from "../packages/core/src/money/currencies";
import { pluralRuleName } from "./plural-rule-name";

const outputFolder = fileURLToPath(new URL("../packages/core/src/i18n/formats/", import.meta.url));
const NUMBER_PARTS = new Set(["integer", "group", "decimal", "fraction"]);
const SAMPLE_DAY = new Date(Date.UTC(2026, 11, 5));

function numberFormat(locale: Locale): LocaleFormat["number"] {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567890.5);
  const integers = parts.filter((part) => part.type === "integer").map((part) => part.value);
  const partValue = (type: string) => parts.find((part) => part.type === type)?.value ?? "";
  const groupsSmallNumber = new Intl.NumberFormat(locale).format(1234) !== "1234";
  assertLatinDigits(locale);
  return {
    decimal: partValue("decimal"),
    group: partValue("group"),
    primaryGroup: integers.at(-1)?.length ?? 3,
    secondaryGroup: integers.at(-2)?.length ?? 3,
    minimumGroupingDigits: groupsSmallNumber ? 1 : 2,
  };
}

function assertLatinDigits(locale: Locale): void {
  const { numberingSystem } = new Intl.NumberFormat(locale).resolvedOptions();
  if (numberingSystem !== "latn") {
    throw new Error(`${locale} writes ${numberingSystem} digits; the formatter knows only 0-9.`);
  }
}

/** The pattern around the number, from a currency whose symbol is a single currency sign. */
function currencyPattern(locale: Locale, amount: number): string {
  const currency = ["EUR", "USD", "JPY", "GBP"].find((code) =>
    /^\p{Sc}$/u.test(plainSymbol(locale, code)),
  );
  if (!currency) throw new Error(`${locale} has no single-sign symbol to read its pattern from.`);
  return patternOf(
    new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(amount),
  );
}

function patternOf(parts: Intl.NumberFormatPart[]): string {
  return parts
    .map((part) =>
      part.type === "currency" ? "¤" : NUMBER_PARTS.has(part.type) ? "#" : part.value,
    )
    .join("")
    .replace(/#+/g, "#");
}

function plainSymbol(locale: Locale, currency: string): string {
  const parts = new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(1);
  return parts.find((part) => part.type === "currency")?.value ?? currency;
}

/**
 * The symbol with any direction mark ICU writes around it and not around a sign: Arabic
 * symbols carry a right-to-left mark after them ("د.إ.\u200f"), Latin ones in Hebrew a
 * left-to-right mark on each side.
 */
function symbolIn(locale: Locale, currency: string): string {
  const parts = new Intl.NumberFormat(locale, { style: "currency", currency }).formatToParts(1);
  const symbol = parts.find((part) => part.type === "currency")?.value ?? currency;
  const base = currencyPattern(locale, 1);
  const [before = "", after = ""] = base.split("¤");
  const own = patternOf(parts);
  const marks = own.slice(before.length, own.length - after.length).split("¤");
  const onlyMarks = own.startsWith(before) && own.endsWith(after) && marks.length === 2;
  return onlyMarks && marks.every((mark) => /^[\u200e\u200f\u061c]*$/.test(mark))
    ? marks.join(symbol)
    : symbol;
}

function currencySymbols(locale: Locale): Record<string, string> {
  const symbols: Record<string, string> = {};
  for (const code of supportedCurrencies) {
    const symbol = symbolIn(locale, code);
    if (symbol !== code) symbols[code] = symbol;
  }
  return symbols;
}

// English keeps the spec's own symbols (product.md §9), from the currency table itself.
const ENGLISH_SYMBOLS_MARK = "<the spec's symbols>";

function longDate(locale: Locale): LocaleFormat["date"] {
  const formatter = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const months = Array.from({ length: 12 }, (_, month) => {
    const parts = formatter.formatToParts(new Date(Date.UTC(2026, month, 5)));
    return parts.find((part) => part.type === "month")?.value ?? "";
  });
  // From format(), not formatToParts(): V8 writes a plain space in format() where ICU's parts
  // keep a narrow no-break one, and format() is what a reader sees.
  const long = formatter
    .format(SAMPLE_DAY)
    .replace(months[SAMPLE_DAY.getUTCMonth()] ?? "", "{month}")
    .replace(String(SAMPLE_DAY.getUTCFullYear()), "{year}")
    .replace(String(SAMPLE_DAY.getUTCDate()), "{day}");
  return { long, months };
}

function localeFormat(locale: Locale): LocaleFormat {
  return {
    locale,
    number: numberFormat(locale),
    currency: {
      positive: currencyPattern(locale, 1234.5),
      negative: currencyPattern(locale, -1234.5),
      spacing: locale === "en" ? " " : "\u00a0",
      symbols: locale === "en" ? { [ENGLISH_SYMBOLS_MARK]: "" } : currencySymbols(locale),
    },
    date: longDate(locale),
  };
}

/** Invisible and space-like characters are written as escapes, so a reader sees them. */
function sourceText(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(
    /[\u00a0\u2000-\u200f\u2028-\u202f\u2060-\u206f\u2212]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

function moduleName(locale: Locale): string {
  return locale.replace("-", "_");
}

/** The language's plural rule, compiled by make-plural, copied so each language carries only its own. */
function pluralSource(locale: Locale): string {
  // biome-ignore lint/performance/noDynamicNamespaceImportAccess: a build step reads every rule
  const rule = cardinals[pluralRuleName(locale)];
  if (typeof rule !== "function") throw new Error(`make-plural has no rule for ${locale}.`);
  return `export const plural: (count: number) => PluralCategory = ${rule.toString()};\n`;
}

function formatModule(locale: Locale): string {
  const header =
    `// @ts-nocheck: generated by \`npm run locales:formats\` from Node ${process.version}'s ICU ${process.versions.icu}\n` +
    "// and make-plural's compiled CLDR rules, and checked against both by its tests: do not edit.\n";
  const body = `export const localeFormat: LocaleFormat = ${sourceText(localeFormat(locale))};\n\n${pluralSource(locale)}`;
  // From make-plural, not from ../catalog: the catalogs import these formats (docs/decisions/150).
  const pluralImport = `import type { PluralCategory } from "make-plural/cardinals";\n`;
  const formatImport = `import type { LocaleFormat } from "../locale-format";\n`;
  if (locale !== "en") return `${header}${pluralImport}${formatImport}\n${body}`;
  // Biome's order of imports, which sets the header apart once the imports are sorted.
  const symbolsImport = `import { ENGLISH_SYMBOLS } from "../../money/currencies";\n`;
  return `${header}\n${pluralImport}${symbolsImport}${formatImport}\n${body.replace(
    /\{\s*"<the spec's symbols>": ""\s*\}/,
    "ENGLISH_SYMBOLS",
  )}`;
}

for (const locale of SUPPORTED_LOCALES) {
  writeFileSync(`${outputFolder}${locale}.ts`, formatModule(locale));
}
writeFileSync(
  `${outputFolder}index.ts`,
  "// Generated by `npm run locales:formats`: every language's format, for the server.\n" +
    `import type { LocaleFormat } from "../locale-format";\nimport type { Locale } from "../locales";\n` +
    SUPPORTED_LOCALES.map(
      (locale) => `import { localeFormat as ${moduleName(locale)} } from "./${locale}";`,
    ).join("\n") +
    `\n\nexport const LOCALE_FORMATS: Readonly<Record<Locale, LocaleFormat>> = {\n` +
    SUPPORTED_LOCALES.map((locale) => `  "${locale}": ${moduleName(locale)},`).join("\n") +
    "\n};\n",
);
execFileSync("npx", ["biome", "check", "--write", outputFolder], { stdio: "inherit" });
