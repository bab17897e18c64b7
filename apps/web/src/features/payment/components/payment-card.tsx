import type { CheckoutOption, CheckoutProduct } from "@creator-checkout/core/catalog";
import {
  type CheckoutMode,
  checkoutMode,
  type PayButtonInput,
  type SwitchChoice,
  type WalletPaymentRequest,
  walletPaymentRequest,
} from "@creator-checkout/core/checkout";
import { checkoutErrors } from "@creator-checkout/core/checkout/checkout-errors";
import { t } from "@creator-checkout/core/i18n";
import { formatMoney } from "@creator-checkout/core/money";
import { isTrialOption, type PricingView, pricingView } from "@creator-checkout/core/pricing";
import { useEffect, useId, useRef, useState } from "react";
import { Card } from "@/components/card";
import { announce, LiveAnnouncement } from "@/components/live-announcement";
import { Skeleton } from "@/components/skeleton";
import { type AcceptedCode, pricedWithCode } from "@/features/discounts";
import { type SwitchPreview, switchTarget, useSwitchPreview } from "@/features/switching";
import { usePayPrerequisites } from "@/lib/pay-prerequisites";
import type { TaxSummary } from "@/types/tax-summary";
import { type PaymentMethod, usePaymentMethods } from "../api/get-payment-methods";
import { type PurchaseHistory, usePurchaseHistory } from "../api/get-purchase-history";
import type { GiftRequest } from "../api/purchase-gift";
import type { OrderResult } from "../api/purchase-product";
import { useSetDefaultPaymentMethod } from "../api/set-default-payment-method";
import type { SwitchResult } from "../api/switch-option";
import { type CardProvider, useCardProvider } from "../card-provider";
import type { CheckoutAction } from "../hooks/checkout-charge";
import { useCheckout } from "../hooks/use-checkout";
import { TaxFields } from "../tax/tax-fields";
import { type BuyerTax, type SummaryTax, useBuyerTax, useTaxSummary } from "../tax/use-buyer-tax";
import { cardName } from "../utils/card-brands";
import { type PayControls, payControls } from "../utils/pay-controls";
import { AddCardModal } from "./add-card-modal";
import { CheckoutError } from "./checkout-error";
import { PayButton } from "./pay-button";
import { PaymentMethodList } from "./payment-method-list";
import "../payment.css";

/** The promotion code a payment used, and what it took off. */
export interface PaidDiscount {
  code: string;
  amountMinor: number;
}

export type GiftDetails = Omit<
  GiftRequest,
  "productOptionId" | "sourceId" | "promotionCode" | "tax" | "currency"
>;

export interface PaymentCardProps {
  product: CheckoutProduct;
  selectedOption: CheckoutOption;
  customPriceMinor: number | null;
  giftMode: boolean;
  /** The gift form's details once it is valid; null while it is not (or outside gift mode). */
  gift: GiftDetails | null;
  /** "Switch Now" or "Switch Later", as the change-option panel's choice stands. */
  switchChoice: SwitchChoice | null;
  /** The promotion code that applies to this purchase or gift, as the summary shows it. */
  accepted: AcceptedCode | null;
  /** The purchase is paid: the page shows its success card. */
  onPaid: (order: OrderResult, discount: PaidDiscount | null) => void;
  /** The switch is made (now, and paid) or queued (later): the page shows its success card. */
  onSwitched: (result: SwitchResult, timing: SwitchChoice) => void;
  /** The summary's tax lines as the server's figures stand (docs/decisions/130). */
  onTaxSummary: (summary: SummaryTax) => void;
}

/** product.md §2's Payment card, once the page knows which provider takes the payment. */
export function PaymentCard(props: PaymentCardProps) {
  const provider = useCardProvider();
  if (provider.isPending) {
    return (
      <Card title={t("payment.card.title")}>
        <PaymentLoading text={t("payment.loading.form")} />
      </Card>
    );
  }
  if (provider.isError) {
    return (
      <Card title={t("payment.card.title")}>
        <p className="form-alert" role="alert">
          {t("payment.loading.failed")}
        </p>
      </Card>
    );
  }
  const { Root } = provider.data;
  return (
    <Root>
      <PaymentCardContent {...props} provider={provider.data} />
    </Root>
  );
}

/** Saved cards, Add Card, the pay button with its errors, and the wallet button. */
function PaymentCardContent({
  product,
  selectedOption,
  customPriceMinor,
  giftMode,
  gift,
  switchChoice,
  accepted,
  onPaid,
  onSwitched,
  onTaxSummary,
  provider,
}: PaymentCardProps & { provider: CardProvider }) {
  const methods = usePaymentMethods();
  const history = usePurchaseHistory(selectedOption.id);
  const prerequisites = usePayPrerequisites();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [now] = useState(() => new Date());
  const [note, setNote] = useState<string | null>(null);
  const noCardsId = useId();

  const list = methods.data?.payment_methods ?? [];
  const chosen = chooseMethod(list, chosenId);
  const undiscounted = pricingView({
    option: selectedOption,
    customPriceMinor,
    now,
    gift: giftMode,
  });
  // Principle P7: the buyer's own amount travels as integer minor units, the very figure the
  // summary shows; a fixed price is the server's to know.
  const customPrice = selectedOption.price === null ? undiscounted.priceMinor : null;
  const mode = checkoutMode({ giftMode, current: history.data?.current ?? null });
  const code = mode === "switch" ? null : accepted;
  const pricing = pricedWithCode(undiscounted, code, {
    interval: selectedOption.interval,
    gift: mode === "gift",
    switching: false,
  });
  const target = switchTarget({ mode, history: history.data, selectedOption, customPrice });
  const preview = useSwitchPreview(target);
  const tax = useBuyerTax({
    quoteFor:
      mode === "switch"
        ? null
        : {
            publisherId: product.publisher_id,
            productOptionId: selectedOption.id,
            customPriceMinor: customPrice,
            promotionCode: pricing.discountLine?.code ?? null,
          },
    // A gift's one term (no trial) is not what the quote prices: no figure is shown for it.
    figuresApply: !(mode === "gift" && isTrialOption(selectedOption)),
    switchNow: mode === "switch" && switchChoice === "now" ? (preview.data ?? null) : null,
  });
  useTaxSummary(tax.summary, onTaxSummary);

  const cardless = nothingDueEver(pricing, code, { gift: mode === "gift", option: selectedOption });
  const checkout = useCheckout({
    chosen,
    cardless,
    action: checkoutAction({
      mode,
      history: history.data,
      selectedOption,
      customPrice,
      switchChoice,
      preview: preview.data,
      gift,
      promotionCode: pricing.discountLine?.code ?? null,
      tax,
    }),
    onDone: (outcome) => {
      if (outcome.kind === "purchase" || outcome.kind === "gift") {
        const line = pricing.discountLine;
        onPaid(outcome.order, line && { code: line.code, amountMinor: line.amountMinor });
      } else if (outcome.kind === "switch")
        onSwitched(outcome.result, outcome.result.order === null ? "later" : "now");
      else setNote(overdueNote(outcome.order));
    },
    onRefused: tax.refused,
  });
  const { pay } = checkout;
  useEffect(() => {
    // The buyer confirmed their country: the purchase goes again, now with the confirmation.
    if (!tax.resend) return;
    tax.resent();
    void pay();
  }, [tax, pay]);
  const charged = typeof tax.summary === "object" ? tax.summary : null;

  const controls = payControls(
    payButtonInput({
      mode,
      selectedOption,
      pricing,
      history: history.data,
      switchChoice,
      preview: preview.data,
      charged,
      cardSelected: chosen !== null || cardless,
      formsValid: prerequisites.valid,
      giftFormValid: gift !== null,
      checkoutInProgress: checkout.inProgress,
    }),
    history.isSuccess && !tax.held,
  );

  /** The buyer's pick: an error about the card chosen before is no longer about this one. */
  function choose(sourceId: string) {
    if (sourceId !== chosen?.id) checkout.clearError();
    setChosenId(sourceId);
  }

  return (
    <Card title={t("payment.card.title")}>
      <TaxFields tax={tax} />
      <SavedCards chosenId={chosen?.id ?? null} onChoose={choose} noCardsId={noCardsId} />
      <AddCard CardFields={provider.CardFields} disabled={methods.isPending} onAdded={choose} />
      <PaySection
        checkout={checkout}
        controls={controls}
        note={note}
        reasonIds={controls.reasons.flatMap((reason) =>
          reason === "answers" ? prerequisites.reasonIds : list.length === 0 ? [noCardsId] : [],
        )}
        onHeldBack={prerequisites.showProblems}
        WalletButton={provider.WalletButton}
        walletRequest={walletPaymentRequest({
          currency: pricing.currency,
          productTitle: product.title,
          // Only a first purchase pays by wallet, and it always has a figure due today.
          amountDueMinor: charged?.dueTodayMinor ?? pricing.dueTodayMinor ?? 0,
        })}
      />
      {checkout.authentication ? (
        <provider.AuthenticationStep
          nextAction={checkout.authentication.nextAction}
          amountText={formatMoney(
            checkout.authentication.order.amount,
            checkout.authentication.order.currency,
          )}
          payeeName={product.publisher.name}
          onDone={checkout.finishAuthentication}
        />
      ) : null}
    </Card>
  );
}

/** The checkout's error and note, the pay button with why it cannot pay, and the wallet. */
function PaySection({
  checkout,
  controls,
  note,
  reasonIds,
  onHeldBack,
  WalletButton,
  walletRequest,
}: {
  checkout: ReturnType<typeof useCheckout>;
  controls: PayControls;
  note: string | null;
  reasonIds: readonly string[];
  onHeldBack: () => void;
  WalletButton: CardProvider["WalletButton"];
  walletRequest: WalletPaymentRequest;
}) {
  return (
    <div className="payment__pay">
      <CheckoutError error={checkout.error} />
      <p className="payment__note" role="status">
        {note}
      </p>
      {/* The label follows choices made in the summary, out of the buyer's sight. */}
      <LiveAnnouncement text={controls.label} />
      <PayButton
        label={controls.label}
        enabled={controls.payEnabled}
        busy={checkout.inProgress}
        onPay={checkout.pay}
        onHeldBack={controls.heldBackByForms ? onHeldBack : undefined}
        reasonIds={reasonIds}
      />
      {/* Empty when the provider offers no wallet on this device; the "or" goes with it. */}
      <div className="payment__wallet">
        <WalletButton
          request={walletRequest}
          disabled={!controls.walletEnabled}
          onToken={checkout.payWithWallet}
        />
      </div>
    </div>
  );
}

/**
 * The saved cards to choose from, each but the default with "Make default"; "Add a card to
 * pay." (the pay button's description, `noCardsId`) while there are none.
 */
function SavedCards({
  chosenId,
  onChoose,
  noCardsId,
}: {
  chosenId: string | null;
  onChoose: (sourceId: string) => void;
  noCardsId: string;
}) {
  const methods = usePaymentMethods();
  const setDefault = useSetDefaultPaymentMethod();
  const [makeDefaultFailed, setMakeDefaultFailed] = useState(false);
  const list = methods.data?.payment_methods ?? [];

  /** Makes a card the default and the one to pay with, since paying makes it the default too. */
  async function makeDefault(sourceId: string): Promise<boolean> {
    setMakeDefaultFailed(false);
    try {
      await setDefault.mutateAsync(sourceId);
    } catch {
      setMakeDefaultFailed(true);
      return false;
    }
    onChoose(sourceId);
    return true;
  }

  return (
    <>
      {methods.isPending ? (
        <PaymentLoading text={t("payment.loading.savedCards")} />
      ) : methods.isError ? (
        <p className="form-alert" role="alert">
          {t("payment.loading.savedCardsFailed")}
        </p>
      ) : list.length === 0 ? (
        <p id={noCardsId} className="card__text">
          {t("payment.savedCard.none")}
        </p>
      ) : (
        <PaymentMethodList
          methods={list}
          chosenId={chosenId}
          onChoose={onChoose}
          makingDefaultId={setDefault.isPending ? (setDefault.variables ?? null) : null}
          onMakeDefault={makeDefault}
        />
      )}
      {makeDefaultFailed ? (
        <p className="field__error" role="alert">
          {checkoutErrors.updateDefaultPaymentMethodFailed}
        </p>
      ) : null}
    </>
  );
}

/**
 * Add Card and its dialog. A saved card is chosen to pay with and said; focus, back on Add
 * Card, is kept in view though the new card's row has pushed the button down (WCAG 2.4.7,
 * docs/decisions/072).
 */
function AddCard({
  CardFields,
  disabled,
  onAdded,
}: {
  CardFields: CardProvider["CardFields"];
  disabled: boolean;
  onAdded: (sourceId: string) => void;
}) {
  const [adding, setAdding] = useState(false);
  const [added, setAdded] = useState<PaymentMethod | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (added === null) return;
    button.current?.scrollIntoView({ block: "nearest" });
    announce(t("payment.addCard.added", { card: cardName(added) }));
  }, [added]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="button button--secondary add-card-button"
        disabled={disabled}
        onClick={() => setAdding(true)}
      >
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path
            d="M10 4v12M4 10h12"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
        {t("payment.addCard.open")}
      </button>
      {adding ? (
        <AddCardModal
          CardFields={CardFields}
          onClose={() => setAdding(false)}
          onAdded={(method) => {
            onAdded(method.id);
            setAdded(method);
            setAdding(false);
          }}
        />
      ) : null}
    </>
  );
}

/** What core's payButton needs to know about the page (product.md §4 and §5). */
function payButtonInput({
  mode,
  selectedOption,
  pricing,
  history,
  switchChoice,
  preview,
  charged,
  ...state
}: {
  mode: CheckoutMode;
  selectedOption: CheckoutOption;
  pricing: DiscountedView;
  history: PurchaseHistory | undefined;
  switchChoice: SwitchChoice | null;
  preview: SwitchPreview | undefined;
  /** What the server's tax figures say is charged today, where the creator collects tax. */
  charged: TaxSummary | null;
  cardSelected: boolean;
  formsValid: boolean;
  giftFormValid: boolean;
  checkoutInProgress: boolean;
}): PayButtonInput {
  const overdue = history?.subscription?.overdue ?? null;
  return {
    mode,
    targetOptionId: selectedOption.id,
    amountText: charged
      ? formatMoney(charged.dueTodayMinor, charged.currency)
      : formatMoney(
          pricing.priceMinor - (pricing.discountLine?.amountMinor ?? 0),
          pricing.currency,
        ),
    trial: payButtonTrial(pricing),
    current: history?.current ?? null,
    nextOptionId: history?.history.next?.product_option_id ?? null,
    switchChoice,
    canSwitchNow: preview?.pay_now ?? false,
    prorateText: preview
      ? formatMoney(charged?.dueTodayMinor ?? preview.prorate_amount, preview.currency)
      : null,
    overdueText: overdue ? formatMoney(overdue.amount, overdue.currency) : null,
    signedIn: true,
    ...state,
  };
}

/** What the pay button does in `mode`: buy, give, switch, or pay what a failed renewal owes. */
function checkoutAction({
  mode,
  history,
  selectedOption,
  customPrice,
  switchChoice,
  preview,
  gift,
  promotionCode,
  tax,
}: {
  mode: CheckoutMode;
  history: PurchaseHistory | undefined;
  selectedOption: CheckoutOption;
  customPrice: number | null;
  switchChoice: SwitchChoice | null;
  preview: SwitchPreview | undefined;
  gift: GiftDetails | null;
  promotionCode: string | null;
  tax: BuyerTax;
}): CheckoutAction {
  if (mode === "gift") {
    // Pay stays disabled until the form is valid, so an empty gift is never sent.
    return {
      kind: "gift",
      request: {
        productOptionId: selectedOption.id,
        senderFirstName: gift?.senderFirstName ?? "",
        recipientFirstName: gift?.recipientFirstName ?? "",
        recipientEmail: gift?.recipientEmail ?? "",
        note: gift?.note ?? null,
        deliverAt: gift?.deliverAt ?? null,
        currency: selectedOption.currency,
        promotionCode,
        tax: tax.fields(),
      },
    };
  }
  const current = history?.current ?? null;
  const subscription = history?.subscription ?? null;
  if (
    mode === "switch" &&
    current?.product_option_id === selectedOption.id &&
    subscription?.overdue
  ) {
    return { kind: "overdue", subscriptionId: subscription.id };
  }
  if (mode === "switch") {
    const payNow = switchChoice === "now" && preview?.pay_now === true;
    return {
      kind: "switch",
      request: {
        productOptionId: selectedOption.id,
        customPriceMinor: customPrice,
        // "Switch Now" pays the amount the preview showed, never one the buyer has not seen.
        payNow,
        shownAmount: payNow ? (preview?.prorate_amount ?? null) : null,
        // Where the creator collects tax, the preview's total with it (docs/decisions/128).
        shownTotal: payNow ? (preview?.due_today ?? null) : null,
      },
      currentOptionId: current?.product_option_id ?? null,
    };
  }
  return {
    kind: "purchase",
    request: {
      productOptionId: selectedOption.id,
      customPriceMinor: customPrice,
      currency: selectedOption.currency,
      promotionCode,
      tax: tax.fields(),
    },
  };
}

type DiscountedView = ReturnType<typeof pricedWithCode>;

/**
 * A code that takes all of today's amount and of every later one: a one-time purchase or a gift,
 * or a subscription whose code lasts forever and leaves nothing (docs/decisions/092). Pay then
 * needs no card.
 */
function nothingDueEver(
  pricing: DiscountedView,
  code: AcceptedCode | null,
  { gift, option }: { gift: boolean; option: CheckoutOption },
): boolean {
  const line = pricing.discountLine;
  if (!code || !line || pricing.dueTodayMinor !== 0) return false;
  if (gift || option.interval === null) return true;
  return code.discount.duration === "forever" && line.amountMinor === pricing.priceMinor;
}

/** The sentence under the pay button once an overdue payment went through. */
function overdueNote(order: OrderResult): string {
  return t("payment.overdue.paid", { amount: formatMoney(order.amount, order.currency) });
}

/** A placeholder the size of a saved card, announced to screen readers. */
function PaymentLoading({ text }: { text: string }) {
  return (
    <div className="payment-methods-loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        {text}
      </p>
      <Skeleton height="3.25rem" />
    </div>
  );
}

/** The buyer's pick, else the default card, else the first one. */
function chooseMethod(list: PaymentMethod[], chosenId: string | null): PaymentMethod | null {
  return (
    list.find((method) => method.id === chosenId) ??
    list.find((method) => method.isDefault) ??
    list[0] ??
    null
  );
}

/**
 * product.md §4 names the trial in the label of "a product with a trial" (isTrialProduct). The server
 * charges the trial price of the chosen option, whatever its siblings, so the label follows
 * the option too: it never offers an amount other than the one due today.
 */
function payButtonTrial(pricing: PricingView) {
  if (pricing.trialLength === null || pricing.trialPriceText === null) return null;
  return {
    lengthText: pricing.trialLength,
    free: pricing.trialFree,
    priceText: pricing.trialPriceText,
  };
}
