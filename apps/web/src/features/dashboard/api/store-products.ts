import * as api from "@creator-checkout/core/api-routes";
import { useQuery } from "@tanstack/react-query";
import type { CallInput, CallReply } from "@/lib/call-api";
import { type Access, backOfficeKey } from "./back-office";
import { storeCall } from "./store-call";

export type StoreProductEntry = CallReply<typeof api.savePublisherProduct>;
export type ProductSave = CallInput<typeof api.savePublisherProduct>["body"];

export const productsKey = (access: Access) => backOfficeKey(access, "products");

/** The store's products, each with its version and its sold options (docs/decisions/174). */
export function useStoreProducts(access: Access) {
  return useQuery({
    queryKey: productsKey(access),
    queryFn: ({ signal }) => storeCall(access, api.listPublisherProducts, {}, { signal }),
    retry: false,
  });
}

export function saveStoreProduct(access: Access, body: ProductSave) {
  return storeCall(access, api.savePublisherProduct, { params: { id: body.product.id }, body });
}

export type PriceMoveReply = CallReply<typeof api.movePublisherOptionPrice>;

/** Moves an option's subscribers to its current price, with notice (docs/decisions/181). */
export function moveToCurrentPrice(access: Access, optionId: string, noticeDays: number) {
  return storeCall(access, api.movePublisherOptionPrice, {
    params: { id: optionId },
    body: { notice_days: noticeDays },
  });
}
