import { t } from "@creator-checkout/core/i18n";
import type { ReactNode } from "react";
import { lazyWithWords } from "@/lib/lazy-with-words";
import { Translated } from "@/lib/translated";
import { SuspenseAfterHydration } from "./suspense-after-hydration";

// It reads the languages from the document, which the server never renders: it shows once the
// page has taken over, in a chunk of its own.
const LanguageSwitcher = lazyWithWords(() =>
  import("./language-switcher").then((module) => ({ default: module.LanguageSwitcher })),
);

interface FooterProps {
  termsUrl?: string | null;
  /** A language menu the server renders itself, on a page that runs no script. */
  languageMenu?: ReactNode;
}

// The conformance report the build publishes beside the page (docs/decisions/074).
const ACCESSIBILITY_REPORT = "/accessibility.html";

export function Footer({ termsUrl, languageMenu }: FooterProps) {
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
      {languageMenu ?? (
        <SuspenseAfterHydration fallback={null}>
          <LanguageSwitcher />
        </SuspenseAfterHydration>
      )}
    </footer>
  );
}
