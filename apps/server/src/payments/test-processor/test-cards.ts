/**
 * The only card numbers the test processor accepts (docs/architecture.md, Chosen parts), with the behaviour each
 * stands for. Anything else is refused, so a real card can never be entered here.
 */
export const testCards = {
  "4242424242424242": { brand: "visa", behaviour: "succeeds" },
  "5555555555554444": { brand: "mastercard", behaviour: "succeeds" },
  "378282246310005": { brand: "amex", behaviour: "succeeds" },
  "4000000000000002": { brand: "visa", behaviour: "declines" },
  "4000000000009995": { brand: "visa", behaviour: "insufficient_funds" },
  "4000002500003155": { brand: "visa", behaviour: "requires_authentication" },
} as const;

export type TestCardBehaviour = (typeof testCards)[keyof typeof testCards]["behaviour"];

export function findTestCard(number: string) {
  const digits = number.replace(/[\s-]/g, "");
  return digits in testCards ? { digits, ...testCards[digits as keyof typeof testCards] } : null;
}
