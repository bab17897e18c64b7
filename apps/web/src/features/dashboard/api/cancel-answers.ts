import * as api from "@creator-checkout/core/api-routes";
import { useQuery } from "@tanstack/react-query";
import { type Access, backOfficeKey } from "./back-office";
import { storeCall } from "./store-call";

/** Why the store's subscribers canceled, and how many paused instead (docs/decisions/178). */
export function useCancelAnswers(access: Access) {
  return useQuery({
    queryKey: backOfficeKey(access, "cancel-answers"),
    queryFn: ({ signal }) => storeCall(access, api.getPublisherCancelAnswers, {}, { signal }),
    retry: false,
  });
}
