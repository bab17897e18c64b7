import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedRequest, useSession } from "@/features/auth";
import { type PaymentMethod, type PaymentMethods, paymentMethodsKey } from "./get-payment-methods";

/**
 * `POST /api/me/payment`: saves a card the provider has already tokenised; the API never sees
 * the card number. The first card saved becomes the default.
 */
export function addPaymentMethod(token: string): Promise<PaymentMethod> {
  return authorizedRequest<PaymentMethod>("/api/me/payment", {
    method: "POST",
    body: { token, source_type: "card" },
  });
}

export function useAddPaymentMethod() {
  const queryClient = useQueryClient();
  const session = useSession();
  const key = paymentMethodsKey(session.status === "signed-in" ? session.userId : null);
  return useMutation({
    mutationFn: addPaymentMethod,
    onSuccess: async (method) => {
      // Shown at once, then confirmed by the server's own list (its order and default).
      queryClient.setQueryData<PaymentMethods>(key, (list) =>
        list
          ? {
              payment_methods: [...list.payment_methods, method],
              payment_method_default: list.payment_method_default ?? method.id,
            }
          : list,
      );
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
