import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { ErrorBoundary } from "@/components/error-boundary";
import { CheckoutPage } from "@/features/checkout";
import { dashboardPublisher } from "@/lib/dashboard-route";
import { createQueryClient } from "@/lib/query-client";
import { redeemGiftCreator } from "@/lib/redeem-gift-route";

// Few visitors open a redeem link, so its page is not part of the checkout's first download.
const RedeemGiftPage = lazy(() =>
  import("@/features/redeem-gift").then((module) => ({ default: module.RedeemGiftPage })),
);
// The creator's dashboard is for creators alone: buyers never download it.
const DashboardPage = lazy(() =>
  import("@/features/dashboard").then((module) => ({ default: module.DashboardPage })),
);

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [redeemCreator] = useState(() => redeemGiftCreator(window.location.pathname));
  const [dashboardUsername] = useState(() => dashboardPublisher(window.location.pathname));
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {dashboardUsername !== null ? (
          <Suspense fallback={null}>
            <DashboardPage username={dashboardUsername} />
          </Suspense>
        ) : redeemCreator === null ? (
          <CheckoutPage />
        ) : (
          <Suspense fallback={null}>
            <RedeemGiftPage creator={redeemCreator} />
          </Suspense>
        )}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
