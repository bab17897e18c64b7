import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorBoundary } from "@/components/error-boundary";
import { CheckoutPage } from "@/features/checkout";
import { createQueryClient } from "@/lib/query-client";

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <CheckoutPage />
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
