import { t } from "@creator-checkout/core/i18n";

/**
 * Says, at the top of a preview, what it is and that nothing on it works for real. A page
 * rendered without script (the creator's own page) names `provedFor`, the creator's username:
 * the banner is then rendered hidden, and `/creator-page-preview.js` shows it once the server
 * has accepted the key this tab holds for that creator (docs/decisions/091 and 143).
 */
export function PreviewBanner({ provedFor }: { provedFor?: string }) {
  const waitsForProof =
    provedFor === undefined
      ? {}
      : { id: "preview-banner", hidden: true, "data-username": provedFor };
  return (
    <p className="preview-banner" role="note" {...waitsForProof}>
      <strong>{t("checkout.preview.label")}</strong> {t("checkout.preview.text")}
    </p>
  );
}
