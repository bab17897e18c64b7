import type { CheckoutPublisher } from "@creator-checkout/core/catalog";
import { t } from "@creator-checkout/core/i18n";
import { StatusPage } from "@/components/status-page";
import { creatorProfileUrl } from "../utils/creator-profile-url";

/**
 * An archived option's page for a buyer who does not hold it (docs/decisions/177): nothing to
 * buy here, and the creator's page lists what is sold now.
 */
export function CheckoutNoLongerSold({ publisher }: { publisher: CheckoutPublisher }) {
  return (
    <StatusPage
      title={t("checkout.noLongerSold.title")}
      action={
        <a className="button" href={creatorProfileUrl(publisher, null)}>
          {t("checkout.noLongerSold.link")}
        </a>
      }
    >
      <p>{t("checkout.noLongerSold.text")}</p>
    </StatusPage>
  );
}
