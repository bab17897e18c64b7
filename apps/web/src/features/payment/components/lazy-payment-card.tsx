import { lazy, Suspense } from "react";
import { Card } from "@/components/card";
import { Skeleton } from "@/components/skeleton";
import type { PaymentCardProps } from "./payment-card";

// The payment card, the add-card modal and the card form are not needed for the first paint
// (they show only once someone is signed in), so they come in a chunk of their own.
const LoadedPaymentCard = lazy(() =>
  import("./payment-card").then((module) => ({ default: module.PaymentCard })),
);

export function PaymentCard(props: PaymentCardProps) {
  return (
    <Suspense fallback={<PaymentCardSkeleton />}>
      <LoadedPaymentCard {...props} />
    </Suspense>
  );
}

function PaymentCardSkeleton() {
  return (
    <Card title="Payment">
      <div className="contact-loading" aria-busy="true">
        <Skeleton height="3.25rem" />
        <Skeleton height="2.75rem" />
      </div>
    </Card>
  );
}
