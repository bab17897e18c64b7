import type { RedeemGiftResult } from "@creator-checkout/core/api";
import type { SuccessOutcome } from "@creator-checkout/core/checkout/success-message";
import { t } from "@creator-checkout/core/i18n";
import { durationText } from "@creator-checkout/core/pricing";
import { useState } from "react";
import { Card } from "@/components/card";
import { Footer } from "@/components/footer";
import { PageNews } from "@/components/live-announcement";
import { Skeleton } from "@/components/skeleton";
import { StatusPage } from "@/components/status-page";
import { useSession, useSessionLifecycle } from "@/features/auth";
import { loadSuccessCard, PublisherHeader, SuccessCard } from "@/features/checkout";
import { ContactInfoCard } from "@/features/contact";
import { useDocumentTitle } from "@/lib/use-document-title";
import { type GiftView, useGift } from "../api/get-gift";
import { useRedeemGift } from "../api/redeem-gift";
import "../redeem-gift.css";

/**
 * product.md §2's redeem link, `/@{creatorUsername}/redeem-gift?code=...`: the creator, what the
 * gift is and who sent it; the recipient signs in with the checkout's own contact card, presses
 * Redeem, and Continue leaves as the success card does (principle P2).
 */
export function RedeemGiftPage({ creator }: { creator: string }) {
  const [{ code, redirectUrl }] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    return { code: params.get("code"), redirectUrl: params.get("redirect_url") };
  });
  const gift = useGift(creator, code);
  useDocumentTitle(t("gift.redeem.documentTitle", { creator: gift.data?.creator.name ?? creator }));

  if (code === null) {
    return <StatusPage title={t("gift.link.broken")}>{t("gift.link.invalid")}</StatusPage>;
  }
  if (gift.isPending) return <RedeemGiftSkeleton />;
  if (gift.isError) {
    return <StatusPage title={t("gift.link.broken")}>{gift.error.message}</StatusPage>;
  }
  return (
    <RedeemGiftView
      found={gift.data}
      creatorUsername={creator}
      code={code}
      redirectUrl={redirectUrl}
    />
  );
}

function RedeemGiftView({
  found,
  creatorUsername,
  code,
  redirectUrl,
}: {
  found: GiftView;
  creatorUsername: string;
  code: string;
  redirectUrl: string | null;
}) {
  const { creator, gift } = found;
  useSessionLifecycle(creator.id);
  const session = useSession();
  const redeem = useRedeemGift(creatorUsername, code);
  const [redeemed, setRedeemed] = useState<RedeemGiftResult | null>(null);
  const term =
    gift.interval && gift.interval_quantity
      ? durationText(gift.interval_quantity, gift.interval)
      : null;
  const signedIn = session.status === "signed-in";

  async function redeemNow() {
    const result = await redeem.mutateAsync();
    await loadSuccessCard();
    setRedeemed(result);
  }

  return (
    <div className="page">
      <main className="checkout">
        <div className="checkout__summary">
          <PublisherHeader publisher={creator} />
          <div className="headline">
            <h1 className="headline__title">{gift.product_title}</h1>
            <p className="headline__price">
              {term
                ? t("gift.redeem.termOption", { term, option: gift.option_title })
                : gift.option_title}
            </p>
          </div>
          <p className="gift-from">
            {t("gift.redeem.from", {
              sender: gift.sender_first_name,
              recipient: gift.recipient_first_name,
            })}
          </p>
          {gift.note ? (
            <figure className="gift-note">
              <blockquote>{gift.note}</blockquote>
              <figcaption>{gift.sender_first_name}</figcaption>
            </figure>
          ) : null}
        </div>
        <div className="checkout__details">
          {redeemed ? (
            <SuccessCard
              outcome={redeemedOutcome(gift, redeemed)}
              creator={creator}
              redirectUrl={redirectUrl}
            />
          ) : (
            <>
              <ContactInfoCard publisher={creator} />
              <Card title={t("gift.redeem.cardTitle")}>
                <p className="card__text" role="status">
                  {giftStateText(gift, term, signedIn)}
                </p>
                {redeem.isError ? (
                  <p className="form-alert" role="alert">
                    {redeem.error.message}
                  </p>
                ) : null}
                {gift.status === "redeemable" ? (
                  <button
                    type="button"
                    className="button button--block redeem-button"
                    disabled={!signedIn || redeem.isPending}
                    aria-busy={redeem.isPending}
                    onClick={() => void redeemNow().catch(() => {})}
                  >
                    {t(redeem.isPending ? "gift.redeem.redeeming" : "gift.redeem.redeem")}
                  </button>
                ) : null}
              </Card>
            </>
          )}
        </div>
      </main>
      <PageNews />
      <Footer termsUrl={creator.url_terms} />
    </div>
  );
}

function giftStateText(gift: GiftView["gift"], term: string | null, signedIn: boolean): string {
  if (gift.status === "redeemed") return t("gift.link.redeemed");
  if (gift.status === "expired") return t("gift.link.expired");
  if (!signedIn) return t("gift.redeem.signIn");
  const product = gift.product_title;
  return term ? t("gift.redeem.startTerm", { term, product }) : t("gift.redeem.start", { product });
}

function redeemedOutcome(gift: GiftView["gift"], result: RedeemGiftResult): SuccessOutcome {
  const end = result.subscription.current_period_end;
  return { kind: "redeemed", productTitle: gift.product_title, until: end ? new Date(end) : null };
}

function RedeemGiftSkeleton() {
  return (
    <div className="page page--status">
      <main className="checkout-skeleton" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t("gift.redeem.loading")}
        </p>
        <Skeleton width="14rem" height="1.75rem" />
        <Skeleton height="7rem" />
      </main>
      <Footer />
    </div>
  );
}
