import type { PaymentMethod, PaymentMethods } from "@creator-checkout/core/api";
import * as api from "@creator-checkout/core/api-routes";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { authorizedCall, userQueryKey, useSession } from "@/features/auth";

export type { PaymentMethod, PaymentMethods };

/** product.md §4 "Cards": payment methods are fetched 1 second after sign-in. */
const FETCH_DELAY_MS = 1_000;

export function paymentMethodsKey(userId: string | null) {
  return userQueryKey(userId, "payment-methods");
}

export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethods> {
  return authorizedCall(api.listPaymentMethods, {}, { signal });
}

export function usePaymentMethods() {
  const session = useSession();
  const userId = session.status === "signed-in" ? session.userId : null;
  const [delayedFor, setDelayedFor] = useState<string | null>(null);
  useEffect(() => {
    if (userId === null) return;
    const timer = setTimeout(() => setDelayedFor(userId), FETCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [userId]);
  return useQuery({
    queryKey: paymentMethodsKey(userId),
    queryFn: ({ signal }) => getPaymentMethods(signal),
    enabled: userId !== null && delayedFor === userId,
  });
}
