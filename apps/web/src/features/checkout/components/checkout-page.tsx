import type { CheckoutProduct } from "@creator-checkout/core/catalog";
// By its own path: the catalog's index would bring the coupon rules' words into the first view.
import { optionsInCurrency, productCurrencies } from "@creator-checkout/core/option-prices";
import { useContext, useEffect, useMemo, useState } from "react";
import { ErrorFallback } from "@/components/error-fallback";
import { reportError } from "@/features/errors";
import { isUuid } from "@/lib/is-uuid";
import { PageCurrencyContext } from "@/lib/page-currency";
import { useQueryParams } from "@/lib/use-query-params";
import { useCheckoutProduct } from "../api/get-checkout-product";
import { useFeatureFlags } from "../api/get-feature-flags";
import { CheckoutNotFound } from "./checkout-not-found";
import { CheckoutSkeleton } from "./checkout-skeleton";
import { CheckoutView } from "./checkout-view";

/** Loads the product of the option in the address, then shows its checkout or why it can't. */
export function CheckoutPage() {
  const { params } = useQueryParams();
  // The product is loaded once, by the option the visitor arrived with; choosing another
  // option of the same product only changes the selection.
  const [arrivalOptionId] = useState(() =>
    params.productOptionId !== null && isUuid(params.productOptionId)
      ? params.productOptionId
      : null,
  );
  const product = useCheckoutProduct(arrivalOptionId);
  const loadFailure = product.error;
  useEffect(() => {
    // product.md §8: a product that could not be loaded is logged and reported.
    if (!loadFailure) return;
    console.error("The product could not be loaded.", loadFailure);
    reportError(loadFailure, { place: "product-load" });
  }, [loadFailure]);

  if (arrivalOptionId === null) return <CheckoutNotFound />;
  if (product.isPending) return <CheckoutSkeleton />;
  if (product.isError) return <ErrorFallback />;
  if (product.data === null) return <CheckoutNotFound />;
  return <CheckoutWhenFlagsLoaded product={product.data} />;
}

function CheckoutWhenFlagsLoaded({ product }: { product: CheckoutProduct }) {
  const flags = useFeatureFlags(product.publisher_id);
  const { params } = useQueryParams();
  const currencies = useMemo(() => productCurrencies(product.options), [product.options]);
  // The server's choice (docs/decisions/160); a page rendered in the browser alone has only
  // the address's, and else the first option's first currency.
  const chosen = useContext(PageCurrencyContext) ?? params.currency;
  const currency = chosen !== null && currencies.includes(chosen) ? chosen : (currencies[0] ?? "");
  const priced = useMemo(
    () => ({ ...product, options: optionsInCurrency(product.options, currency) }),
    [product, currency],
  );
  // Flags change what is shown, so wait for them; a failure falls back to no flags.
  if (flags.isPending) return <CheckoutSkeleton />;
  return (
    <CheckoutView
      product={priced}
      featureFlags={flags.data ?? []}
      currencies={currencies}
      currency={currency}
    />
  );
}
