import type { CheckoutProduct } from "@creator-checkout/core/catalog";
import { useEffect, useState } from "react";
import { Footer } from "@/components/footer";
import { PageNews } from "@/components/live-announcement";
import { PreviewBanner } from "@/components/preview-banner";
import { useSession, useSessionLifecycle } from "@/features/auth";
import { useGiftForm } from "@/features/gift";
import type { SummaryTax } from "@/features/payment";
import { usePageOpenedAt } from "@/lib/page-clock";
import { announcePageEvent } from "@/lib/page-events";
import { PreviewContext } from "@/lib/preview";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useQueryParams } from "@/lib/use-query-params";
import { whenIdleAfterLoad } from "@/lib/when-idle";
import { usePreview } from "../api/check-preview-access";
import { useCreator } from "../api/get-creator";
import { useCheckoutSelection } from "../hooks/use-checkout-selection";
import { useFinishedCheckout } from "../hooks/use-finished-checkout";
import { noLongerSold, type SwitchPick, visibleCards } from "../utils/checkout-state";
import { checkoutTitle } from "../utils/checkout-title";
import { CheckoutCards } from "./checkout-cards";
import { CheckoutNoLongerSold } from "./checkout-no-longer-sold";
import { CheckoutNotFound } from "./checkout-not-found";
import { CheckoutSummary } from "./checkout-summary";
import { loadSuccessCard } from "./lazy-success-card";

const HIDE_SUMMARY_TOGGLE = "hide_summary_toggle";

interface CheckoutViewProps {
  /** The product with its options in `currency` where they sell in it. */
  product: CheckoutProduct;
  featureFlags: readonly string[];
  /** Every currency the product sells in, for the currency menu; and the one shown. */
  currencies?: string[];
  currency?: string;
}

/**
 * The two columns of product.md §2: the summary on the left, the stack of cards on the right.
 * What follows from the address, the history and the buyer's choices is worked out in
 * ../utils/checkout-state (docs/decisions/152); this holds the queries and the choices.
 */
export function CheckoutView({
  product,
  featureFlags,
  currencies = [],
  currency = "",
}: CheckoutViewProps) {
  const { params, changeOption, changeCustomPrice, changeCoupon } = useQueryParams();
  useSessionLifecycle(product.publisher_id);
  const session = useSession();
  const creator = useCreator(product.publisher_id);
  const previewState = usePreview(product.publisher.username);
  useDocumentTitle(checkoutTitle(product.publisher.name));
  // Kept here, not in the card: the pay button needs its validity and details (product.md §5).
  const gift = useGiftForm();
  // The Payment card words the server's tax figures; the summary shows them (docs/decisions/130).
  const [taxSummary, setTaxSummary] = useState<SummaryTax>(null);
  const [now] = useState(usePageOpenedAt());
  const [switchPick, setSwitchPick] = useState<SwitchPick>(null);
  const { selectedOption, history, selection, switchChoice, switching, codeQuery, accepted } =
    useCheckoutSelection(product, params, { now, switchPick });
  const { mode } = selection;
  const { finished, showSuccess, showSwitched } = useFinishedCheckout({
    product,
    customPriceMinor: params.customPriceMinor,
    now,
    paidGift: mode === "gift" ? gift.details : null,
    accepted,
    switching,
    tax: taxSummary,
  });
  useCheckoutAnnouncements(product, session.status === "signed-in");
  if (!selectedOption) return <CheckoutNotFound />;
  if (noLongerSold(selectedOption, { signedIn: session.status === "signed-in", history }))
    return <CheckoutNoLongerSold publisher={product.publisher} />;

  return (
    <PreviewContext value={previewState}>
      <div className="page">
        {previewState === "on" ? <PreviewBanner /> : null}
        <main className="checkout">
          <CheckoutSummary
            product={product}
            selectedOption={selectedOption}
            currencies={{ offered: currencies, current: currency }}
            toggleAllowed={!featureFlags.includes(HIDE_SUMMARY_TOGGLE)}
            selection={selection}
            params={params}
            codeQuery={codeQuery}
            live={{ switching, tax: taxSummary, accepted }}
            finished={finished}
            switchChoice={switchChoice}
            onChangeOption={changeOption}
            onCustomPriceChange={changeCustomPrice}
            onCoupon={changeCoupon}
            onSwitchChoice={(choice) => setSwitchPick({ optionId: selectedOption.id, choice })}
          />
          <CheckoutCards
            product={product}
            selectedOption={selectedOption}
            finished={finished}
            creator={creator.data}
            visible={visibleCards({
              signedIn: session.status === "signed-in",
              creatorLoaded: creator.isSuccess,
              preview: previewState,
              mode,
              product,
            })}
            gift={gift}
            giftable={selection.giftable}
            params={params}
            switchChoice={switchChoice}
            accepted={accepted}
            onPaid={(order, discount) => void showSuccess(order, discount)}
            onSwitched={(result, timing) => void showSwitched(result, timing, selectedOption)}
            onTaxSummary={setTaxSummary}
          />
        </main>
        <PageNews />
        <Footer termsUrl={product.publisher.url_terms} />
      </div>
    </PreviewContext>
  );
}

/** The page's own events: its opening, and the success card's code fetched once a buyer signs in. */
function useCheckoutAnnouncements(product: CheckoutProduct, signedIn: boolean) {
  useEffect(() => {
    // A buyer who signed in has come to pay: the success card's code arrives while the page is
    // idle, so pressing Pay does not wait for it, or for the browser to compile it.
    if (signedIn) whenIdleAfterLoad(() => void loadSuccessCard());
  }, [signedIn]);
  useEffect(() => {
    announcePageEvent({
      type: "checkout-opened",
      publisherId: product.publisher_id,
      productType: product.type,
    });
  }, [product]);
}
