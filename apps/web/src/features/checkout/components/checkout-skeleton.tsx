import { t } from "@creator-checkout/core/i18n";
import { Footer } from "@/components/footer";
import { Skeleton } from "@/components/skeleton";

/** product.md §4: a 360 px wide placeholder until the checkout's data is ready. */
export function CheckoutSkeleton() {
  return (
    <div className="page page--status">
      <main className="checkout-skeleton" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t("checkout.loading")}
        </p>
        <div className="checkout-skeleton__row">
          <Skeleton width="2rem" height="2rem" round />
          <Skeleton width="9rem" />
        </div>
        <Skeleton width="14rem" height="1.75rem" />
        <Skeleton width="8rem" height="2.25rem" />
        <Skeleton height="7rem" />
        <Skeleton height="10rem" />
      </main>
      <Footer />
    </div>
  );
}
