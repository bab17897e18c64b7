import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { USER_QUERY_ROOT } from "../api/user-query-key";
import { useAuthState } from "./auth-store";
import { bootstrapSession } from "./session";
import { takeSocialLoginReturn } from "./social-login-return";

export type Session =
  | { status: "checking" }
  | { status: "signed-out" }
  | { status: "signed-in"; userId: string | null };

/** Who is signed in. "checking" until the page's first refresh has answered. */
export function useSession(): Session {
  const { status, userId } = useAuthState();
  return status === "signed-in" ? { status, userId } : { status };
}

/**
 * Call once, where the publisher is known: restores a session kept in the refresh cookie, and
 * drops the buyer's cached data whenever the session ends (sign-out, or a refresh refused).
 */
export function useSessionLifecycle(publisherId: string) {
  const queryClient = useQueryClient();
  const { status } = useAuthState();
  useEffect(() => bootstrapSession(publisherId), [publisherId]);
  useEffect(takeSocialLoginReturn, []);
  useEffect(() => {
    if (status === "signed-out") queryClient.removeQueries({ queryKey: [USER_QUERY_ROOT] });
  }, [status, queryClient]);
}
