import type { Me } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { useQuery } from "@tanstack/react-query";
import { useAuthState } from "../hooks/auth-store";
import { authorizedCall } from "../hooks/session";
import { userQueryKey } from "./user-query-key";

export type { Me };

export function getMe(signal?: AbortSignal): Promise<Me> {
  return authorizedCall(api.getMe, {}, { signal });
}

export function useMe() {
  const { status, userId } = useAuthState();
  return useQuery({
    queryKey: userQueryKey(userId, "me"),
    queryFn: ({ signal }) => getMe(signal),
    enabled: status === "signed-in",
  });
}
