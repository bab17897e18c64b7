import { t } from "@creator-checkout/core/i18n";
import { Translated } from "@/lib/translated";

interface FooterProps {
  termsUrl?: string | null;
}

// The conformance report the build publishes beside the page (docs/decisions/074).
const ACCESSIBILITY_REPORT = "/accessibility.html";

export function Footer({ termsUrl }: FooterProps) {
  return (
    <footer className="footer">
      <p>
        <Translated id="footer.poweredBy" values={{ product: <strong>Creator Checkout</strong> }} />
      </p>
      <a className="footer__link" href={ACCESSIBILITY_REPORT}>
        {t("footer.accessibility")}
      </a>
      {termsUrl ? (
        <a className="footer__link" href={termsUrl} target="_blank" rel="noreferrer">
          {t("footer.terms")}
        </a>
      ) : null}
    </footer>
  );
}
