import * as api from "@creator-checkout/core/api-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedCall, useSession } from "@/features/auth";
import { type PaymentMethods, paymentMethodsKey } from "./get-payment-methods";

/** `PUT /api/me/payment`: makes a saved card the default; answers the updated list. */
export function setDefaultPaymentMethod(sourceId: string): Promise<PaymentMethods> {
  return authorizedCall(api.setDefaultPaymentMethod, { body: { source_id: sourceId } });
}

export function useSetDefaultPaymentMethod() {
  const queryClient = useQueryClient();
  const session = useSession();
  const key = paymentMethodsKey(session.status === "signed-in" ? session.userId : null);
  return useMutation({
    mutationFn: setDefaultPaymentMethod,
    onSuccess: (list) => queryClient.setQueryData(key, list),
  });
}
