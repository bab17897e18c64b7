import * as api from "@creator-checkout/core/api-routes";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { authorizedCall, useSession } from "@/features/auth";
import { type MyNewsletters, myNewslettersKey } from "./get-my-newsletters";

/**
 * product.md §7 "POST newsletters subscribe": adds the chosen lists to the buyer's (never removes
 * one) and answers with all the buyer's lists.
 */
export function subscribeToNewsletters(newsletterIds: readonly string[]): Promise<MyNewsletters> {
  return authorizedCall(api.subscribeToNewsletters, {
    body: { newsletters: [...newsletterIds], only_add_newsletters: true, sync: true },
  });
}

/** Subscribes and puts the answer in the cache, so the lists show as subscribed at once. */
export function useSubscribeToNewsletters() {
  const queryClient = useQueryClient();
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
  return useCallback(
    async (newsletterIds: readonly string[]) => {
      const mine = await subscribeToNewsletters(newsletterIds);
      queryClient.setQueryData(myNewslettersKey(userId), mine);
      return mine;
    },
    [queryClient, userId],
  );
}
