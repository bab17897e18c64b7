import type { Catalog } from "../catalog";
import { accountMessages } from "../english/account";
import { apiErrorMessages } from "../english/api-errors";
import { checkoutMessages } from "../english/checkout";
import { giftMessages } from "../english/gift";
import { pageMessages } from "../english/page";
import { paymentMessages } from "../english/payment";
import { signInMessages } from "../english/sign-in";
import { localeFormat, plural } from "../formats/en";

/**
 * The checkout's words in English, the spec's own (product.md), gathered from one file per part
 * of the page: every other catalog has exactly these keys, with the same placeholders
 * (docs/decisions/106).
 */
export const englishMessages = {
  ...pageMessages,
  ...checkoutMessages,
  ...giftMessages,
  ...accountMessages,
  ...signInMessages,
  ...paymentMessages,
  ...apiErrorMessages,
} as const;

export const catalog: Catalog = {
  locale: "en",
  plural,
  messages: englishMessages,
  format: localeFormat,
};
