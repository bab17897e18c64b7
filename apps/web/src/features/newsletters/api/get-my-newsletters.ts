import type { MyNewsletters } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { useQuery } from "@tanstack/react-query";
import { authorizedCall, userQueryKey, useSession } from "@/features/auth";

export type { MyNewsletters };

/** product.md §7 "GET /me/newsletters": the lists the buyer already gets from this publisher. */
export function getMyNewsletters(signal?: AbortSignal): Promise<MyNewsletters> {
  return authorizedCall(api.getMyNewsletters, {}, { signal });
}

export function myNewslettersKey(userId: string | null) {
  return userQueryKey(userId, "newsletters");
}

export function useMyNewsletters() {
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
  return useQuery({
    queryKey: myNewslettersKey(userId),
    queryFn: ({ signal }) => getMyNewsletters(signal),
    enabled: session.status === "signed-in",
  });
}
