import { t } from "@creator-checkout/core/i18n";

/** Says, at the top of a preview, what it is and that nothing on it works for real. */
export function PreviewBanner() {
  return (
    <p className="preview-banner" role="note">
      <strong>{t("checkout.preview.label")}</strong> {t("checkout.preview.text")}
    </p>
  );
}
