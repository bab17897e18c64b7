import { t } from "@creator-checkout/core/i18n";
import { StatusPage } from "@/components/status-page";

export function CheckoutNotFound() {
  return (
    <StatusPage title={t("checkout.notFound.title")}>
      <p>{t("checkout.notFound.text")}</p>
    </StatusPage>
  );
}
