import * as api from "@creator-checkout/core/api-routes";
import type { TaxSettings } from "@creator-checkout/core/tax";
import { useQuery } from "@tanstack/react-query";
import { type Access, backOfficeKey } from "./back-office";
import { storeCall } from "./store-call";

export const taxKey = (access: Access) => backOfficeKey(access, "tax");

/** The store's tax settings; null collects none (docs/decisions/119). */
export function useStoreTax(access: Access) {
  return useQuery({
    queryKey: taxKey(access),
    queryFn: ({ signal }) => storeCall(access, api.getPublisherTax, {}, { signal }),
    retry: false,
  });
}

export function putStoreTax(access: Access, tax: TaxSettings | null) {
  return storeCall(access, api.putPublisherTax, { body: { tax } });
}
