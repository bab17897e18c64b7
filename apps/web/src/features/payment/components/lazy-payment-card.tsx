import { t } from "@creator-checkout/core/i18n";
import { Card } from "@/components/card";
import { Skeleton } from "@/components/skeleton";
import { SuspenseAfterHydration } from "@/components/suspense-after-hydration";
import { lazyWithWords } from "@/lib/lazy-with-words";
import type { PaymentCardProps } from "./payment-card-props";
import type { SubscriptionCardProps } from "./subscription-card";

// The payment card, the add-card modal and the card form are not needed for the first paint
// (they show only once someone is signed in), so they come in a chunk of their own.
const LoadedPaymentCard = lazyWithWords(() =>
  import("./payment-card").then((module) => ({ default: module.PaymentCard })),
);

// Only a buyer who has paid here sees it, so it waits for its own chunk too.
const LoadedSubscriptionCard = lazyWithWords(() =>
  import("./subscription-card").then((module) => ({ default: module.SubscriptionCard })),
);

export function SubscriptionCard(props: SubscriptionCardProps) {
  return (
    <SuspenseAfterHydration fallback={null}>
      <LoadedSubscriptionCard {...props} />
    </SuspenseAfterHydration>
  );
}

export function PaymentCard(props: PaymentCardProps) {
  return (
    <SuspenseAfterHydration fallback={<PaymentCardSkeleton />}>
      <LoadedPaymentCard {...props} />
    </SuspenseAfterHydration>
  );
}

function PaymentCardSkeleton() {
  return (
    <Card title={t("payment.card.title")}>
      <div className="contact-loading" aria-busy="true">
        <Skeleton height="3.25rem" />
        <Skeleton height="2.75rem" />
      </div>
    </Card>
  );
}
