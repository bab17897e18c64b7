import { useQuery } from "@tanstack/react-query";
import { useAuthState } from "../hooks/auth-store";
import { authorizedRequest } from "../hooks/session";
import { userQueryKey } from "./user-query-key";

/** product.md §3 "User", as `GET /api/me` answers it for the signed-in buyer. */
export interface Me {
  id: string;
  email: string | null;
  phone: string | null;
  verified: boolean;
  has_password: boolean;
  custom_properties: Record<string, unknown>;
}

export function getMe(signal?: AbortSignal): Promise<Me> {
  return authorizedRequest<Me>("/api/me", { signal });
}

export function useMe() {
  const { status, userId } = useAuthState();
  return useQuery({
    queryKey: userQueryKey(userId, "me"),
    queryFn: ({ signal }) => getMe(signal),
    enabled: status === "signed-in",
  });
}
