/**
 * An amount in ISO 4217 minor units (principle P7) as Stripe counts it, or null when Stripe cannot
 * take it. The server charges by the same rule (apps/server/src/payments/stripe/stripe-amount.ts,
 * which explains each case): ISK counts whole krónur as multiples of 100, MGA counts whole ariary
 * (a fraction of one cannot be charged), every other currency goes through unchanged.
 */
export function stripeAmount(amount: number, currency: string): number | null {
  const code = currency.toUpperCase();
  if (code === "ISK") return amount * 100;
  if (code === "MGA") return amount % 100 === 0 ? amount / 100 : null;
  return amount;
}
