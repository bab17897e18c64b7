import * as api from "@creator-checkout/core/api-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useAuthState } from "../hooks/auth-store";
import { authorizedCall } from "../hooks/session";
import type { Me } from "./get-me";
import { userQueryKey } from "./user-query-key";

/** `PUT /api/me/password` (204): at least 10 characters, or a 400 with the reason. */
export async function setPassword(password: string): Promise<void> {
  await authorizedCall(api.setPassword, { body: { password } });
}

export function useSetPassword() {
  const queryClient = useQueryClient();
  const { userId } = useAuthState();
  return useMutation({
    mutationFn: setPassword,
    onSuccess: () => {
      queryClient.setQueryData<Me>(userQueryKey(userId, "me"), (me) =>
        me ? { ...me, has_password: true } : me,
      );
    },
  });
}
