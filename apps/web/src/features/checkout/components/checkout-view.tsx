import type { CheckoutOption, CheckoutProduct } from "@creator-checkout/core/catalog";
import { canBeGiven, checkoutMode, type SwitchChoice } from "@creator-checkout/core/checkout";
import type { SuccessOutcome } from "@creator-checkout/core/checkout/success-message";
import { minimumCustomAmountMinor } from "@creator-checkout/core/money";
import { isTrialOption, pricingView, type SwitchingInput } from "@creator-checkout/core/pricing";
import { startTransition, useEffect, useState } from "react";
import { Footer } from "@/components/footer";
import { PageNews } from "@/components/live-announcement";
import { PreviewBanner } from "@/components/preview-banner";
import { useSession, useSessionLifecycle } from "@/features/auth";
import { ContactInfoCard } from "@/features/contact";
import { AdditionalInfoCard } from "@/features/custom-fields";
import { type AcceptedCode, appliedCode, usePromotionCode } from "@/features/discounts";
import { GiftInfoCard, useGiftForm } from "@/features/gift";
import { NewslettersCard } from "@/features/newsletters";
import {
  type PaidDiscount,
  type PaidOrder,
  PaymentCard,
  SubscriptionCard,
  type SummaryTax,
  type SwitchResult,
  usePurchaseHistory,
} from "@/features/payment";
import { SummaryPanel } from "@/features/summary";
import { SwitchChoices, switchQuote, switchTarget, useSwitchPreview } from "@/features/switching";
import { usePageOpenedAt } from "@/lib/page-clock";
import { announcePageEvent } from "@/lib/page-events";
import { PreviewContext } from "@/lib/preview";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useQueryParams } from "@/lib/use-query-params";
import { whenIdleAfterLoad } from "@/lib/when-idle";
import { usePreview } from "../api/check-preview-access";
import { useCreator } from "../api/get-creator";
import { checkoutTitle } from "../utils/checkout-title";
import { CheckoutNotFound } from "./checkout-not-found";
import { CurrencyMenu } from "./currency-menu";
import { loadSuccessCard, SuccessCard } from "./lazy-success-card";
import { PublisherHeader } from "./publisher-header";

const HIDE_SUMMARY_TOGGLE = "hide_summary_toggle";

interface Finished {
  outcome: SuccessOutcome;
  /** What the payment charged; nothing for a switch at the end of the period. */
  paid: { amountMinor: number; currency: string };
  switching: SwitchingInput | null;
  /** The code the payment used: its line stays once the buyer owns the option. */
  accepted: AcceptedCode | null;
  /** The tax lines the buyer paid by, kept once the Payment card is gone. */
  tax: SummaryTax;
}

interface CheckoutViewProps {
  /** The product with its options in `currency` where they sell in it. */
  product: CheckoutProduct;
  featureFlags: readonly string[];
  /** Every currency the product sells in, for the currency menu; and the one shown. */
  currencies?: string[];
  currency?: string;
}

/** The two columns of product.md §2: the summary on the left, the stack of cards on the right. */
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
  // Once a purchase, gift or switch is done: the success card's sentence, what was charged, and
  // for a switch the terms the summary showed when the buyer committed, kept beside it (the
  // history reloads and the option becomes the current one, whose own terms are a new buyer's).
  const [finished, setFinished] = useState<Finished | null>(null);
  // The success card replaces most of the page: rendered in a transition, in slices React can
  // pause between, rather than in one long task after the buyer pressed Pay (docs/decisions/060).
  // The page then ends where its content does: no height is held for the stack it replaced
  // (docs/decisions/143).
  const finish = (done: Finished) => startTransition(() => setFinished(done));
  // Kept here, not in the card: the pay button needs its validity and details (product.md §5).
  const gift = useGiftForm();
  // The Payment card words the server's tax figures; the summary shows them (docs/decisions/130).
  const [taxSummary, setTaxSummary] = useState<SummaryTax>(null);
  const [now] = useState(usePageOpenedAt());
  // The "Switch Now" / "Switch Later" pick belongs to the option it was made for.
  const [switchPick, setSwitchPick] = useState<{ optionId: string; choice: SwitchChoice } | null>(
    null,
  );

  const selectedOption = product.options.find((option) => option.id === params.productOptionId);
  const history = usePurchaseHistory(selectedOption?.id ?? null);
  const current = history.data?.current ?? null;
  const mode = checkoutMode({ giftMode: params.gift, current });
  const giftable =
    selectedOption !== undefined &&
    canBeGiven({ productType: product.type, price: selectedOption.price });
  const pricing = selectedOption
    ? pricingView({ option: selectedOption, customPriceMinor: params.customPriceMinor, now })
    : null;
  const target =
    selectedOption && pricing
      ? switchTarget({
          mode,
          history: history.data,
          selectedOption,
          customPrice: selectedOption.price === null ? pricing.priceMinor : null,
        })
      : null;
  const preview = useSwitchPreview(target);
  // A code applies to a purchase or a gift; a switch keeps the subscription's terms.
  const codeCheck = {
    publisherId: product.publisher_id,
    productOptionId: selectedOption?.id ?? "",
    customPriceMinor: selectedOption?.price === null && pricing ? pricing.priceMinor : null,
  };
  const codeQuery = usePromotionCode({
    ...codeCheck,
    code: selectedOption && mode !== "switch" ? params.coupon : null,
  });
  const accepted = mode === "switch" ? null : appliedCode(codeQuery);
  const signedIn = session.status === "signed-in";
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
  if (!selectedOption) return <CheckoutNotFound />;

  // product.md §2: newsletters and payment need a signed-in buyer and the creator's profile.
  // A preview shows what a buyer sees before signing in, and can sell nothing.
  const accountCardsVisible =
    session.status === "signed-in" && creator.isSuccess && previewState === "off";
  const switchChoice = switchPick?.optionId === selectedOption.id ? switchPick.choice : null;
  // A switch shows its own terms: what its choice charges today, and when it takes effect.
  const switching = target
    ? { timing: switchChoice, quote: preview.data ? switchQuote(preview.data) : null }
    : null;

  /** The amount the buyer chose for a custom-amount option, as the summary showed and the server took. */
  function chosenAmountOf(option: CheckoutOption | undefined): number | null {
    if (option?.price !== null) return null;
    return pricingView({ option, customPriceMinor: params.customPriceMinor, now }).priceMinor;
  }

  function announcePayment(order: PaidOrder, isTrial: boolean, discount: PaidDiscount | null) {
    const paidOption = product.options.find((option) => option.id === order.product_option_id);
    // product.md §4: user_payment once per payment, whatever it paid for.
    announcePageEvent({
      type: "purchase-succeeded",
      orderId: order.order_id,
      productOptionId: order.product_option_id,
      currency: order.currency,
      isTrial,
      customPriceMinor: chosenAmountOf(paidOption),
      discount,
    });
  }

  async function showSuccess(order: PaidOrder, discount: PaidDiscount | null) {
    const paidOption = product.options.find((option) => option.id === order.product_option_id);
    announcePayment(order, paidOption !== undefined && isTrialOption(paidOption), discount);
    await loadSuccessCard();
    finish({
      outcome: paidOutcome(product, order, mode === "gift" ? gift.details : null),
      paid: { amountMinor: order.amount, currency: order.currency },
      switching: null,
      accepted,
      tax: taxSummary,
    });
  }

  async function showSwitched(result: SwitchResult, timing: SwitchChoice, option: CheckoutOption) {
    // A switch now is a payment (its prorated amount, nothing during a trial); later is none.
    if (result.order) announcePayment(result.order, false, null);
    await loadSuccessCard();
    const periodEnd = result.subscription.current_period_end;
    finish({
      paid: {
        amountMinor: result.order?.amount ?? 0,
        currency: result.order?.currency ?? option.currency,
      },
      outcome: {
        kind: "switch",
        optionTitle: option.title,
        productTitle: product.title,
        timing,
        periodEnd: periodEnd ? new Date(periodEnd) : null,
      },
      switching,
      accepted: null,
      tax: taxSummary,
    });
  }

  function selectOption(option: CheckoutOption) {
    changeOption(
      option.id,
      option.price === null ? minimumCustomAmountMinor(option.currency) : null,
    );
  }

  return (
    <PreviewContext value={previewState}>
      <div className="page">
        {previewState === "on" ? <PreviewBanner /> : null}
        <main className="checkout">
          <div className="checkout__summary">
            <PublisherHeader publisher={product.publisher} />
            {finished === null && mode !== "switch" && selectedOption ? (
              <CurrencyMenu
                currencies={currencies}
                current={currency}
                productOptionId={selectedOption.id}
              />
            ) : null}
            <SummaryPanel
              product={product}
              selectedOption={selectedOption}
              customPriceMinor={params.customPriceMinor}
              toggleAllowed={!featureFlags.includes(HIDE_SUMMARY_TOGGLE)}
              currentOptionId={mode === "switch" ? (current?.product_option_id ?? null) : null}
              gift={mode === "gift"}
              switching={finished ? finished.switching : switching}
              paid={finished ? finished.paid : null}
              tax={finished ? finished.tax : taxSummary}
              promotionCode={{
                addressCode: mode === "switch" ? null : params.coupon,
                query: codeQuery,
                accepted: finished ? finished.accepted : accepted,
                checkFor: codeCheck,
                onApplied: changeCoupon,
                onRemoved: () => changeCoupon(null),
              }}
              onSelectOption={selectOption}
              onCustomPriceChange={changeCustomPrice}
            >
              <SwitchChoices
                target={target}
                choice={switchChoice}
                onChoose={(choice) => setSwitchPick({ optionId: selectedOption.id, choice })}
              />
            </SummaryPanel>
          </div>
          <div className="checkout__details">
            {/* product.md §2: after a paid purchase the success card replaces the right stack. */}
            {finished !== null && creator.data ? (
              <SuccessCard
                outcome={finished.outcome}
                creator={creator.data}
                redirectUrl={params.redirectUrl}
              />
            ) : (
              <>
                <ContactInfoCard publisher={product.publisher} />
                {mode === "gift" ? <GiftInfoCard gift={gift} giftable={giftable} /> : null}
                {accountCardsVisible && mode !== "gift" && product.newsletters.length > 0 ? (
                  <NewslettersCard newsletters={product.newsletters} />
                ) : null}
                {/* "Additional Info" (product.md §2 "also present") sits just above Payment: its required
                  questions hold the pay button back, so the reason is next to the button. Like the
                  newsletters it is about the buyer's own account, so a gift does not ask it. */}
                {accountCardsVisible && mode !== "gift" && product.custom_fields.length > 0 ? (
                  <AdditionalInfoCard productId={product.id} fields={product.custom_fields} />
                ) : null}
                {accountCardsVisible && mode !== "gift" ? (
                  <SubscriptionCard product={product} productOptionId={selectedOption.id} />
                ) : null}
                {accountCardsVisible ? (
                  <PaymentCard
                    product={product}
                    selectedOption={selectedOption}
                    customPriceMinor={params.customPriceMinor}
                    giftMode={params.gift}
                    gift={mode === "gift" && giftable ? gift.details : null}
                    switchChoice={switchChoice}
                    accepted={accepted}
                    onPaid={(order, discount) => void showSuccess(order, discount)}
                    onSwitched={(result, timing) =>
                      void showSwitched(result, timing, selectedOption)
                    }
                    onTaxSummary={setTaxSummary}
                  />
                ) : null}
              </>
            )}
          </div>
        </main>
        <PageNews />
        <Footer termsUrl={product.publisher.url_terms} />
      </div>
    </PreviewContext>
  );
}

/** What was bought, for the success card's sentence; a gift, where it goes. */
function paidOutcome(
  product: CheckoutProduct,
  order: PaidOrder,
  gift: { recipientFirstName: string; deliverAt: string | null } | null,
): SuccessOutcome {
  if (gift) {
    const { recipientFirstName, deliverAt } = gift;
    return { kind: "gift", recipientFirstName, deliverAt: deliverAt ? new Date(deliverAt) : null };
  }
  const option = product.options.find((candidate) => candidate.id === order.product_option_id);
  return {
    kind: "purchase",
    productType: product.type,
    isTrial: option !== undefined && isTrialOption(option),
  };
}
