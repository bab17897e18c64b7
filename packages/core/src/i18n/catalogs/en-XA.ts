import type { Catalog, Messages, PluralForms } from "../catalog";
import { catalog as english } from "./en";

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

export const catalog: Catalog = {
  ...english,
  locale: "en-XA",
  messages: Object.fromEntries(
    Object.entries(english.messages).map(([key, message]) => [key, pseudoMessage(message)]),
  ) as Messages,
};
