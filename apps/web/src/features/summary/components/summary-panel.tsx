import type { CheckoutOption, CheckoutProduct } from "@creator-checkout/core/catalog";
import { maximumCustomAmountMinor } from "@creator-checkout/core/money";
import { pricingView, type SwitchingInput } from "@creator-checkout/core/pricing";
import { type ReactNode, useId, useMemo, useState } from "react";
import {
  type AcceptedCode,
  DiscountLineItem,
  PromotionCode,
  type PromotionCodeProps,
  pricedWithCode,
} from "@/features/discounts";
import { usePageOpenedAt } from "@/lib/page-clock";
import type { TaxSummary } from "@/types/tax-summary";
import { useSummaryOpen } from "../hooks/use-summary-open";
import { ChangeOptionPanel } from "./change-option-panel";
import { CustomAmountField } from "./custom-amount-field";
import { OrderHeadline } from "./order-headline";
import { OrderSummary } from "./order-summary";
import { SummaryToggle } from "./summary-toggle";
import { SummaryTotals } from "./summary-totals";

interface SummaryPanelProps {
  product: CheckoutProduct;
  selectedOption: CheckoutOption;
  customPriceMinor: number | null;
  /** False when the publisher's `hide_summary_toggle` flag is on. */
  toggleAllowed: boolean;
  /** The subscriber's current option: the change-option panel's tab starts on its interval. */
  currentOptionId: string | null;
  /** Gift mode: the giver pays one term of the option today, without its trial. */
  gift: boolean;
  /**
   * A subscriber switching to the selected option: the summary shows the switch's own terms
   * (what its choice charges today, when it takes effect), never a new buyer's trial. Null
   * outside a switch.
   */
  switching: SwitchingInput | null;
  /**
   * What was just paid, once the success card shows: the totals say it was paid, and the options
   * and the amount are no longer offered (docs/decisions/067). Null before.
   */
  paid: { amountMinor: number; currency: string } | null;
  /** The tax lines the Payment card worded from the server's figures, or "working-out" while asked. */
  tax: TaxSummary | "working-out" | null;
  /** The promotion code's field, and the code that applies to what is on screen, if any. */
  promotionCode: PromotionCodeProps & { accepted: AcceptedCode | null };
  /** Shown under the options: a subscriber's "Switch Now" / "Switch Later" choice. */
  children?: ReactNode;
  onSelectOption: (option: CheckoutOption) => void;
  onCustomPriceChange: (amountMinor: number) => void;
}

/** The options a buyer may pick: archived ones only where they are the buyer's (decision 177). */
function offeredOptions(options: CheckoutOption[], held: Array<string | null>): CheckoutOption[] {
  return options.filter((option) => !option.archived || held.includes(option.id));
}

/** The left panel of product.md §2: headline, summary toggle, order summary, options and totals. */
export function SummaryPanel({
  product,
  selectedOption,
  customPriceMinor,
  toggleAllowed,
  currentOptionId,
  gift,
  switching,
  paid,
  tax,
  promotionCode: { accepted, ...promotionCode },
  children,
  onSelectOption,
  onCustomPriceChange,
}: SummaryPanelProps) {
  const detailsId = useId();
  const choices = offeredOptions(product.options, [currentOptionId, selectedOption.id]);
  const [now] = useState(usePageOpenedAt());
  const pricing = useMemo(
    () =>
      pricedWithCode(
        pricingView({ option: selectedOption, customPriceMinor, now, gift, switching }),
        accepted,
        { interval: selectedOption.interval, gift, switching: switching !== null },
      ),
    [selectedOption, customPriceMinor, now, gift, switching, accepted],
  );
  // The line of a code the buyer applied takes focus from the field; one from the address does not.
  const [appliedHere, setAppliedHere] = useState<string | null>(null);
  const [removedHere, setRemovedHere] = useState(false);
  const { collapsible, open, toggle } = useSummaryOpen(toggleAllowed);

  return (
    <div className="summary">
      <OrderHeadline product={product} option={selectedOption} pricing={pricing} gift={gift} />
      {collapsible ? <SummaryToggle open={open} controls={detailsId} onToggle={toggle} /> : null}
      <div id={detailsId} className="summary__details" hidden={!open}>
        <OrderSummary option={selectedOption} pricing={pricing} gift={gift}>
          {pricing.discountLine ? (
            <DiscountLineItem
              line={pricing.discountLine}
              takesFocus={appliedHere === pricing.discountLine.code}
              removable={paid === null}
              onRemove={() => {
                setRemovedHere(true);
                promotionCode.onRemoved();
              }}
            />
          ) : null}
        </OrderSummary>
        {paid === null && switching === null && !pricing.discountLine ? (
          <PromotionCode
            {...promotionCode}
            takesFocus={removedHere}
            onApplied={(code) => {
              setRemovedHere(false);
              setAppliedHere(code);
              promotionCode.onApplied(code);
            }}
          />
        ) : null}
        {choices.length > 1 ? (
          <ChangeOptionPanel
            // The tab starts on the current option's interval once the history names it.
            key={currentOptionId ?? "none"}
            options={choices}
            selectedOption={selectedOption}
            startOption={
              product.options.find((option) => option.id === currentOptionId) ?? selectedOption
            }
            onSelectOption={onSelectOption}
            disabled={paid !== null}
          />
        ) : null}
        {selectedOption.price === null ? (
          <CustomAmountField
            key={selectedOption.id}
            currency={selectedOption.currency}
            maximumMinor={maximumCustomAmountMinor(
              selectedOption.currency,
              selectedOption.max_custom_price,
            )}
            amountMinor={pricing.priceMinor}
            onCommit={onCustomPriceChange}
            disabled={paid !== null}
          />
        ) : null}
        {children}
      </div>
      <SummaryTotals pricing={pricing} switching={switching} paid={paid} tax={tax} />
    </div>
  );
}
