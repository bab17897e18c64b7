import { t } from "@creator-checkout/core/i18n";
import type { PricingView } from "@creator-checkout/core/pricing";

/** "14 days free" or "1 month for $1"; null without a trial. */
export function trialText(
  pricing: Pick<PricingView, "trialLength" | "trialFree" | "trialPriceText">,
) {
  if (pricing.trialLength === null) return null;
  return pricing.trialFree
    ? t("pricing.trial.lengthFree", { length: pricing.trialLength })
    : t("pricing.trial.lengthFor", {
        length: pricing.trialLength,
        price: pricing.trialPriceText ?? "",
      });
}
