import type { CheckoutOption, CheckoutProduct } from "@creator-checkout/core/catalog";
import type { SwitchChoice } from "@creator-checkout/core/checkout";
import { minimumCustomAmountMinor } from "@creator-checkout/core/money";
import type { usePromotionCode } from "@/features/discounts";
import { SummaryPanel } from "@/features/summary";
import { SwitchChoices } from "@/features/switching";
import type { QueryParams } from "@/lib/read-query-params";
import type { CheckoutSelection, Finished } from "../utils/checkout-state";
import { CurrencyMenu } from "./currency-menu";
import { PublisherHeader } from "./publisher-header";

/** The summary's terms: the switch's, the tax lines, and the code that applies. */
type SummaryTerms = Pick<Finished, "switching" | "tax" | "accepted">;

/**
 * The left column: the creator and the order summary, with the change-option panel's switch
 * choices. Once paid, it shows the terms the buyer paid by (`finished`), not the live ones.
 */
export function CheckoutSummary({
  product,
  selectedOption,
  currencies,
  toggleAllowed,
  selection,
  params,
  codeQuery,
  live,
  finished,
  switchChoice,
  onChangeOption,
  onCustomPriceChange,
  onCoupon,
  onSwitchChoice,
}: {
  product: CheckoutProduct;
  selectedOption: CheckoutOption;
  /** The currencies the product sells in, for the currency menu, and the one shown. */
  currencies: { offered: string[]; current: string };
  toggleAllowed: boolean;
  selection: CheckoutSelection;
  params: Pick<QueryParams, "customPriceMinor" | "coupon">;
  codeQuery: ReturnType<typeof usePromotionCode>;
  live: SummaryTerms;
  finished: Finished | null;
  switchChoice: SwitchChoice | null;
  onChangeOption: (optionId: string, customPriceMinor: number | null) => void;
  onCustomPriceChange: (amountMinor: number) => void;
  onCoupon: (code: string | null) => void;
  onSwitchChoice: (choice: SwitchChoice) => void;
}) {
  const { mode, current, target, codeCheck } = selection;
  const terms: SummaryTerms = finished ?? live;
  return (
    <div className="checkout__summary">
      <PublisherHeader publisher={product.publisher} />
      {finished === null && mode !== "switch" ? (
        <CurrencyMenu
          currencies={currencies.offered}
          current={currencies.current}
          productOptionId={selectedOption.id}
        />
      ) : null}
      <SummaryPanel
        product={product}
        selectedOption={selectedOption}
        customPriceMinor={params.customPriceMinor}
        toggleAllowed={toggleAllowed}
        currentOptionId={mode === "switch" ? (current?.product_option_id ?? null) : null}
        gift={mode === "gift"}
        switching={terms.switching}
        paid={finished ? finished.paid : null}
        tax={terms.tax}
        promotionCode={{
          addressCode: mode === "switch" ? null : params.coupon,
          query: codeQuery,
          accepted: terms.accepted,
          checkFor: codeCheck,
          onApplied: onCoupon,
          onRemoved: () => onCoupon(null),
        }}
        onSelectOption={(option) =>
          // A custom-amount option starts at its currency's smallest amount.
          onChangeOption(
            option.id,
            option.price === null ? minimumCustomAmountMinor(option.currency) : null,
          )
        }
        onCustomPriceChange={onCustomPriceChange}
      >
        <SwitchChoices target={target} choice={switchChoice} onChoose={onSwitchChoice} />
      </SummaryPanel>
    </div>
  );
}
