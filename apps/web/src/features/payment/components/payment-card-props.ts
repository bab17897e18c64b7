import type { CheckoutOption, CheckoutProduct } from "@creator-checkout/core/catalog";
import type { SwitchChoice } from "@creator-checkout/core/checkout";
import type { AcceptedCode } from "@/features/discounts";
import type { OrderResult } from "../api/purchase-product";
import type { SwitchResult } from "../api/switch-option";
import type { SummaryTax } from "../tax/use-buyer-tax";
import type { GiftDetails, PaidDiscount } from "../utils/checkout-action";

/** What the page gives the Payment card, and hears back from it. */
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
