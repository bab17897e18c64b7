import { t } from "@creator-checkout/core/i18n";
import { StatusPage } from "./status-page";

export function ErrorFallback() {
  return (
    <StatusPage
      title={t("errorPage.title")}
      action={
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t("errorPage.reload")}
        </button>
      }
    >
      <p>{t("errorPage.text")}</p>
    </StatusPage>
  );
}
