/**
 * The only card numbers the test processor accepts (docs/architecture.md, Chosen parts), with the
 * behaviour each stands for and the country that issued it, as a provider reports it (one piece
 * of a buyer's location for tax, docs/decisions/124). Anything else is refused, so a real card
 * can never be entered here. The cards of other countries are Stripe's own international test
 * cards, so the same numbers work in Stripe's test mode.
 */
export const testCards = {
  "4242424242424242": { brand: "visa", behaviour: "succeeds", country: "US" },
  "5555555555554444": { brand: "mastercard", behaviour: "succeeds", country: "US" },
  "378282246310005": { brand: "amex", behaviour: "succeeds", country: "US" },
  "4000000000000002": { brand: "visa", behaviour: "declines", country: "US" },
  "4000000000009995": { brand: "visa", behaviour: "insufficient_funds", country: "US" },
  "4000002500003155": { brand: "visa", behaviour: "requires_authentication", country: "US" },
  "4000002760000016": { brand: "visa", behaviour: "succeeds", country: "DE" },
  "4000005280000002": { brand: "visa", behaviour: "succeeds", country: "NL" },
  "4000002500000003": { brand: "visa", behaviour: "succeeds", country: "FR" },
  "4000008260000000": { brand: "visa", behaviour: "succeeds", country: "GB" },
  "4000000360000006": { brand: "visa", behaviour: "succeeds", country: "AU" },
  "4000003920000003": { brand: "visa", behaviour: "succeeds", country: "JP" },
} as const;

export type TestCardBehaviour = (typeof testCards)[keyof typeof testCards]["behaviour"];

export function findTestCard(number: string) {
  const digits = number.replace(/[\s-]/g, "");
  return digits in testCards ? { digits, ...testCards[digits as keyof typeof testCards] } : null;
}
