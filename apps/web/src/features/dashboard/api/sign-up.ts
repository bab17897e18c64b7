import * as api from "@creator-checkout/core/api-routes";
import type { SignUpFields } from "@creator-checkout/core/team";
import { useQuery } from "@tanstack/react-query";
import { withBotProof } from "@/features/auth";
import { callApi } from "@/lib/call-api";

export const signUpModeKey = ["dashboard-sign-up"] as const;

/** Whether this server opens new stores: the page offers its sign-up only when it does. */
export function useSignUpMode() {
  return useQuery({
    queryKey: signUpModeKey,
    queryFn: ({ signal }) => callApi(api.getCreatorSignUp, {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Opens the store; the person then owns it by signing in to it with the same address (159). */
export function openStore(fields: SignUpFields) {
  return withBotProof((proof) =>
    callApi(api.signUpCreator, { body: fields, headers: { "x-bot-proof": proof } }),
  );
}
