import type { PluralForms } from "./catalog";

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [..."aeiouycnsAEIOUYCNS"].map((letter, index) => [
    letter,
    [..."áéíóúýçñšÁÉÍÓÚÝÇÑŠ"][index] ?? letter,
  ]),
);

/**
 * "[Àççéššíbíłíţý·····]": English accented and a third longer, placeholders kept. A page in it
 * shows at once any word that does not come from a catalog, and any box too tight for German
 * (docs/decisions/106). Offered outside production only.
 */
export function pseudoText(text: string): string {
  const parts = text.split(/(\{\w+\})/);
  const accented = parts
    .map((part) =>
      part.startsWith("{") ? part : part.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c),
    )
    .join("");
  return `[${accented}${"·".repeat(Math.ceil(text.length / 3))}]`;
}

function pseudoMessage(message: string | PluralForms): string | PluralForms {
  if (typeof message === "string") return pseudoText(message);
  return Object.fromEntries(
    Object.entries(message).map(([category, text]) => [category, pseudoText(text)]),
  ) as PluralForms;
}

/** One part of English's words, in the pseudo-locale. */
export function pseudoMessages<Part extends Readonly<Record<string, string | PluralForms>>>(
  english: Part,
): { [Key in keyof Part]: Part[Key] extends string ? string : PluralForms } {
  return Object.fromEntries(
    Object.entries(english).map(([key, message]) => [key, pseudoMessage(message)]),
  ) as { [Key in keyof Part]: Part[Key] extends string ? string : PluralForms };
}
