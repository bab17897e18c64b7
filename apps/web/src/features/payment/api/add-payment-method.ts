import * as api from "@creator-checkout/core/api-routes";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authorizedCall, useSession } from "@/features/auth";
import { type PaymentMethod, type PaymentMethods, paymentMethodsKey } from "./get-payment-methods";

export interface NewPaymentMethod {
  /** The provider's token for the card; the API never sees the card number. */
  token: string;
  /** Typed into the card form, or handed over by a wallet's sheet. */
  sourceType: PaymentMethod["source_type"];
}

/** `POST /api/me/payment`: saves a tokenised card. The first card saved becomes the default. */
export function addPaymentMethod({ token, sourceType }: NewPaymentMethod): Promise<PaymentMethod> {
  return authorizedCall(api.addPaymentMethod, { body: { token, source_type: sourceType } });
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
