import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Suspense } from "react";
import { ErrorBoundary } from "@/components/error-boundary";
import { CheckoutPage } from "@/features/checkout";
import { dashboardPublisher, isDashboardEntry } from "@/lib/dashboard-route";
import { lazyWithWords } from "@/lib/lazy-with-words";
import { redeemGiftCreator } from "@/lib/redeem-gift-route";

// Few visitors open a redeem link, so its page is not part of the checkout's first download.
const RedeemGiftPage = lazyWithWords(() =>
  import("@/features/redeem-gift").then((module) => ({ default: module.RedeemGiftPage })),
);
// The creator's dashboard is for creators alone: buyers never download it.
const DashboardPage = lazyWithWords(() =>
  import("@/features/dashboard").then((module) => ({ default: module.DashboardPage })),
);
const DashboardEntry = lazyWithWords(() =>
  import("@/features/dashboard").then((module) => ({ default: module.DashboardEntry })),
);

interface AppProps {
  /** The address's path, read once: it chooses the page, which never changes afterwards. */
  pathname: string;
  queryClient: QueryClient;
}

export function App({ pathname, queryClient }: AppProps) {
  const dashboardUsername = dashboardPublisher(pathname);
  const redeemCreator = redeemGiftCreator(pathname);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {dashboardUsername !== null ? (
          <Suspense fallback={null}>
            <DashboardPage username={dashboardUsername} />
          </Suspense>
        ) : isDashboardEntry(pathname) ? (
          <Suspense fallback={null}>
            <DashboardEntry />
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
