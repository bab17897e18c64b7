import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { reportError } from "@/features/errors";
import { logOut } from "../api/log-out";
import { USER_QUERY_ROOT } from "../api/user-query-key";
import type { AuthState } from "./auth-store";
import { endSession } from "./session";

/**
 * product.md §4 sign-out: ends the session on the server (which clears the refresh cookie), then
 * resets auth in the page and drops every cached piece of the buyer's data.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(
    async (focus: AuthState["focus"] = "contact") => {
      try {
        // Waited for, so a reload right after cannot find the cookie still there.
        await logOut();
      } catch (error) {
        // product.md §8: removing the refresh token failed: logged and reported, nothing shown. The
        // page forgets the session anyway; the cookie expires on its own.
        console.warn("Signing out on the server failed.", error);
        reportError(error, { place: "refresh-token-removal" });
      }
      endSession(focus);
      queryClient.removeQueries({ queryKey: [USER_QUERY_ROOT] });
    },
    [queryClient],
  );
}
