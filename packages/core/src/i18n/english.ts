import type { Catalog } from "./catalog";
import { messages as firstView, format, plural } from "./catalogs/en/first-view";
import { messages as order } from "./catalogs/en/order";
import { messages as payment } from "./catalogs/en/payment";
import { messages as signIn } from "./catalogs/en/sign-in";

/**
 * The checkout's words in English, the spec's own (product.md), whole: the server's sentences
 * and the tests read them at once. Every other language has exactly these keys, part by part,
 * with the same placeholders (docs/decisions/106).
 */
export const englishMessages = { ...firstView, ...signIn, ...payment, ...order } as const;

export const catalog: Catalog = { locale: "en", plural, messages: englishMessages, format };
