import { lazy, Suspense } from "react";
import { Card } from "@/components/card";
import { Skeleton } from "@/components/skeleton";
import type { PaymentCardProps } from "./payment-card";
import type { SubscriptionCardProps } from "./subscription-card";

// The payment card, the add-card modal and the card form are not needed for the first paint
// (they show only once someone is signed in), so they come in a chunk of their own.
const LoadedPaymentCard = lazy(() =>
  import("./payment-card").then((module) => ({ default: module.PaymentCard })),
);

// Only a buyer who has paid here sees it, so it waits for its own chunk too.
const LoadedSubscriptionCard = lazy(() =>
  import("./subscription-card").then((module) => ({ default: module.SubscriptionCard })),
);

export function SubscriptionCard(props: SubscriptionCardProps) {
  return (
    <Suspense fallback={null}>
      <LoadedSubscriptionCard {...props} />
    </Suspense>
  );
}

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
