import { t } from "@creator-checkout/core/i18n";
import type { ComponentProps } from "react";
import { SuspenseAfterHydration } from "@/components/suspense-after-hydration";
import { lazyWithWords } from "@/lib/lazy-with-words";

// A first visit has no code: the promotion code's parts load once the page has taken over, behind
// stand-ins of their own size (the first view's script is at its budget).
const parts = () => import("./summary-parts");
const LoadedPromotionCode = lazyWithWords(() =>
  parts().then((module) => ({ default: module.PromotionCode })),
);
const LoadedDiscountLineItem = lazyWithWords(() =>
  parts().then((module) => ({ default: module.DiscountLineItem })),
);

export type PromotionCodeProps = ComponentProps<typeof LoadedPromotionCode>;

/** "Add promotion code", the field it opens, and a refused code from the address. */
export function PromotionCode(props: PromotionCodeProps) {
  return (
    <SuspenseAfterHydration
      fallback={<p className="promotion-code__add link-button">{t("discounts.add")}</p>}
    >
      <LoadedPromotionCode {...props} />
    </SuspenseAfterHydration>
  );
}

/**
 * The order summary's line for an applied code. Its code is loaded by then: the check that
 * applied the code came in the same chunk.
 */
export function DiscountLineItem(props: ComponentProps<typeof LoadedDiscountLineItem>) {
  return (
    <SuspenseAfterHydration fallback={null}>
      <LoadedDiscountLineItem {...props} />
    </SuspenseAfterHydration>
  );
}
