import { recordRenewalFailure } from "./billing/record-renewal-failure";
import { recordRenewalPaid } from "./billing/record-renewal-paid";
import { recordSwitchPaid } from "./billing/record-switch-paid";
import { releaseOnFailure } from "./discounts/reserve-redemption";
import { releaseGift } from "./gifts/release-gift";
import { grantAccess } from "./purchases/grant-access";
import type { OrderKinds } from "./purchases/order-kind-steps";

/**
 * What finishing an order does for each kind, from the area that makes orders of that kind:
 * put together here, above the areas, so purchases never imports billing or gifts
 * (docs/decisions/070). Callers hand it to every payment function as `orderKinds`.
 */
export const orderKinds: OrderKinds = {
  // A purchase that failed gives back the promotion code it held (docs/decisions/092).
  purchase: { paid: grantAccess, firstFailure: releaseOnFailure },
  renewal: { paid: recordRenewalPaid, firstFailure: recordRenewalFailure },
  // Only the worker's renewals count toward ending a subscription: a card the buyer tries on the
  // page to pay what is overdue is refused on the page.
  overdue_payment: { paid: recordRenewalPaid },
  switch: { paid: recordSwitchPaid },
  gift: { paid: releaseGift, firstFailure: releaseOnFailure },
};
