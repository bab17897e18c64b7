import type { Interval } from "@creator-checkout/core/catalog";
import type { DiscountLine } from "@creator-checkout/core/discounts";
import type { PricingView } from "@creator-checkout/core/pricing";
import { useQuery } from "@tanstack/react-query";
import {
  type AcceptedCode,
  type CodeToCheck,
  type PromotionCodeQuery,
  promotionCodeKey,
} from "../promotion-code-query";

// The check comes with the summary's parts: one chunk holds everything a code needs.
const check = (input: CodeToCheck, signal?: AbortSignal) =>
  import("../components/summary-parts").then((module) => module.checkPromotionCode(input, signal));

/**
 * The promotion code in the address, checked for the option and amount on screen. While a new
 * option or amount is checked, the code's line stays as it was, marked as a placeholder.
 */
export function usePromotionCode(
  input: Omit<CodeToCheck, "code"> & { code: string | null },
): PromotionCodeQuery {
  const { code } = input;
  return useQuery({
    queryKey: promotionCodeKey({ ...input, code: code ?? "" }),
    queryFn: ({ signal }) => check({ ...input, code: code ?? "" }, signal),
    enabled: code !== null,
    // A refusal is an answer, not a failure to retry; each try counts against the buyer.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    // Kept while another option or amount is checked; gone with the code itself.
    placeholderData: code === null ? undefined : (previous) => previous,
  });
}

/**
 * The code that applies, or null (none, or refused). While another option or amount is checked,
 * the last answer stands: the purchase checks the code again in any case.
 */
export function appliedCode(query: PromotionCodeQuery): AcceptedCode | null {
  return query.isError ? null : (query.data ?? null);
}

/** The pricing view less an accepted code's discount, with the summary's line for it. */
export function pricedWithCode(
  view: PricingView,
  accepted: AcceptedCode | null | undefined,
  options: { interval: Interval | null; gift: boolean; switching: boolean },
): PricingView & { discountLine: DiscountLine | null } {
  if (!accepted) return { ...view, discountLine: null };
  return accepted.discountedPricing(view, { ...options, discount: accepted.discount });
}
