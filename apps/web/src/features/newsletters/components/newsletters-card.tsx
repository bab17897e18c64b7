import type { CheckoutNewsletter } from "@creator-checkout/core/catalog";
import { t } from "@creator-checkout/core/i18n";
import { Card } from "@/components/card";
import { Skeleton } from "@/components/skeleton";
import { SuspenseAfterHydration } from "@/components/suspense-after-hydration";
import { lazyWithWords } from "@/lib/lazy-with-words";

// Only a signed-in buyer sees the lists, so they stay out of the page's first download.
const NewsletterChoicesCard = lazyWithWords(() =>
  import("./newsletter-choices-card").then((module) => ({
    default: module.NewsletterChoicesCard,
  })),
);

interface NewslettersCardProps {
  newsletters: readonly CheckoutNewsletter[];
}

/** product.md §2, third card: shown to signed-in buyers outside gift mode when the product has lists. */
export function NewslettersCard({ newsletters }: NewslettersCardProps) {
  return (
    <SuspenseAfterHydration fallback={<NewslettersLoading />}>
      <NewsletterChoicesCard newsletters={newsletters} />
    </SuspenseAfterHydration>
  );
}

function NewslettersLoading() {
  return (
    <Card title={t("newsletters.title")}>
      <div className="card-loading" aria-busy="true">
        <span className="visually-hidden">{t("newsletters.loading")}</span>
        <Skeleton width="70%" />
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
        <Skeleton height="3rem" />
      </div>
    </Card>
  );
}
