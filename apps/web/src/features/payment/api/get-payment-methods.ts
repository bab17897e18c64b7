import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { authorizedRequest, userQueryKey, useSession } from "@/features/auth";

/** product.md §3 "Payment method": a saved card, by its source id. */
export interface PaymentMethod {
  id: string;
  source_type: "card" | "wallet";
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  isDefault: boolean;
}

/** `GET /api/me/payment`, already sorted by the server (product.md §9: by numeric id). */
export interface PaymentMethods {
  payment_methods: PaymentMethod[];
  payment_method_default: string | null;
}

/** product.md §4 "Cards": payment methods are fetched 1 second after sign-in. */
const FETCH_DELAY_MS = 1_000;

export function paymentMethodsKey(userId: string | null) {
  return userQueryKey(userId, "payment-methods");
}

export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethods> {
  return authorizedRequest<PaymentMethods>("/api/me/payment", { signal });
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
