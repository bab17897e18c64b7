import * as api from "@creator-checkout/core/api-routes";
import { discountedPricing } from "@creator-checkout/core/discounts";
import type { QueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";
import { type AcceptedCode, type CodeToCheck, promotionCodeKey } from "../promotion-code-query";

/**
 * `POST /api/purchase/promotion-code/{id}`: whether a code applies, and what it takes off. Loaded
 * only once a page has a code, with the rule that prices it (the first view is at its budget).
 * Every refusal rejects with the same sentence (docs/decisions/095).
 */
export async function checkPromotionCode(
  { publisherId, productOptionId, customPriceMinor, code }: CodeToCheck,
  signal?: AbortSignal,
): Promise<AcceptedCode> {
  const answer = await callApi(
    api.checkPromotionCode,
    {
      params: { productOptionId },
      body: { code, ...(customPriceMinor === null ? {} : { custom_price: customPriceMinor }) },
    },
    { publisherId, signal },
  );
  return {
    discount: {
      code: answer.code,
      percentOffHundredths: answer.percent_off,
      amountsOff: answer.amount_off === null ? null : { [answer.currency]: answer.amount_off },
      duration: answer.duration,
      durationInMonths: answer.duration_in_months,
    },
    discountedPricing,
  };
}

/** Checks a code the buyer typed, into the cache the summary reads once the address takes it. */
export function checkTypedCode(queryClient: QueryClient, input: CodeToCheck) {
  return queryClient.fetchQuery({
    queryKey: promotionCodeKey(input),
    queryFn: ({ signal }) => checkPromotionCode(input, signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
