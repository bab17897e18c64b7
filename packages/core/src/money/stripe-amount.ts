/**
 * An amount in ISO 4217 minor units (principle P7) as Stripe counts it, or null when Stripe
 * cannot take it. Page and server use this one rule. Stripe's zero-decimal currencies (JPY,
 * KRW, CLP, VND, UGX, XAF, ...) have no ISO minor unit either, and its three-decimal ones (BHD,
 * JOD, KWD, OMR, TND) count thousandths as ISO does, so nearly every amount goes through
 * unchanged. Two do not match:
 * - ISK has no minor unit in ISO, but Stripe keeps it two-decimal for old integrations and takes
 *   whole krónur as multiples of 100: 5 ISK is 500.
 * - MGA has two digits in ISO, but Stripe counts whole ariary; a fraction of an ariary cannot be
 *   charged, so it is refused (null) rather than rounded.
 * Stripe's other special cases need nothing here: HUF and TWD are charged with two decimals as in
 * ISO (only payouts are in whole units), and a three-decimal amount must end in 0, which Stripe
 * enforces itself with a message the buyer then sees.
 */
export function stripeAmount(amount: number, currency: string): number | null {
  const code = currency.toUpperCase();
  if (code === "ISK") return amount * 100;
  if (code === "MGA") return amount % 100 === 0 ? amount / 100 : null;
  return amount;
}
