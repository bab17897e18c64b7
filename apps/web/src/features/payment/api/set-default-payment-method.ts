import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedRequest, useSession } from "@/features/auth";
import { type PaymentMethods, paymentMethodsKey } from "./get-payment-methods";

/** `PUT /api/me/payment`: makes a saved card the default; answers the updated list. */
export function setDefaultPaymentMethod(sourceId: string): Promise<PaymentMethods> {
  return authorizedRequest<PaymentMethods>("/api/me/payment", {
    method: "PUT",
    body: { source_id: sourceId },
  });
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
