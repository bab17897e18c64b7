import type { SaleTaxFigures } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/call-api";

export interface TaxQuoteRequest {
  publisherId: string;
  productOptionId: string;
  /** Integer minor units, only for an option whose buyer chooses the amount (principle P7). */
  customPriceMinor: number | null;
  country: string;
  /** A business buyer's number, once they have finished typing it; null for a consumer. */
  vatNumber: string | null;
  /** The code the summary applied: the quote takes its discount off before the tax. */
  promotionCode: string | null;
}

export interface TaxQuote {
  /** What is due today, tax added where it is. */
  amount: number;
  currency: string;
  /** Null where the creator collects no tax: the page then shows and sends nothing of it. */
  tax: SaleTaxFigures | null;
}

/** `POST /api/purchase/tax-quote/{id}`: the purchase's own figures for a country, nothing written. */
export function quoteTax(request: TaxQuoteRequest, signal?: AbortSignal): Promise<TaxQuote> {
  return callApi(
    api.quotePurchaseTax,
    {
      params: { productOptionId: request.productOptionId },
      body: {
        country: request.country,
        ...(request.vatNumber === null ? {} : { vat_number: request.vatNumber }),
        ...(request.customPriceMinor === null ? {} : { custom_price: request.customPriceMinor }),
        ...(request.promotionCode === null ? {} : { promotion_code: request.promotionCode }),
      },
    },
    { publisherId: request.publisherId, signal },
  );
}

export const taxQuoteRootKey = ["tax-quote"] as const;

/**
 * The quote for what is on screen, asked again on a change of country, number, option, amount
 * or code only (docs/decisions/127). The last answer stays while the next is asked (`isPlaceholderData`),
 * so a creator who collects no tax never sees the summary flicker; the page never shows it as the
 * new one's figures.
 */
export function useTaxQuote(request: TaxQuoteRequest | null) {
  return useQuery({
    queryKey: [...taxQuoteRootKey, request],
    queryFn: ({ signal }) => quoteTax(request as TaxQuoteRequest, signal),
    enabled: request !== null,
    retry: false,
    placeholderData: keepPreviousData,
  });
}
