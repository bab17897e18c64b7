import * as api from "@creator-checkout/core/api-routes";
import { useQuery } from "@tanstack/react-query";
import type { CallInput, CallReply } from "@/lib/call-api";
import { type Access, backOfficeKey } from "./back-office";
import { storeCall } from "./store-call";

export type StoreNewsletterEntry = CallReply<typeof api.savePublisherNewsletter>;
export type NewsletterSave = CallInput<typeof api.savePublisherNewsletter>["body"];

export const newslettersKey = (access: Access) => backOfficeKey(access, "newsletters");

/** The store's newsletters, each with its version and subscribers (docs/decisions/180). */
export function useStoreNewsletters(access: Access) {
  return useQuery({
    queryKey: newslettersKey(access),
    queryFn: ({ signal }) => storeCall(access, api.listPublisherNewsletters, {}, { signal }),
    retry: false,
  });
}

export function saveStoreNewsletter(access: Access, body: NewsletterSave) {
  return storeCall(access, api.savePublisherNewsletter, {
    params: { id: body.newsletter.id },
    body,
  });
}
