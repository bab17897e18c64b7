import type { CreatorOnPage } from "@creator-checkout/core/catalog";
import { t } from "@creator-checkout/core/i18n";
import { Card } from "@/components/card";
import { ContactInfo } from "@/features/auth";
import { usePreviewState } from "@/lib/preview";
import { useHydrated } from "@/lib/use-hydrated";

interface ContactInfoCardProps {
  publisher: CreatorOnPage;
}

/** product.md §2, first card: the sign-in form, or the signed-in phone or e-mail with Change. */
export function ContactInfoCard({ publisher }: ContactInfoCardProps) {
  // The server renders the form so it shows at once; it answers only once the page has
  // hydrated, so nothing typed or pressed before then is lost (docs/decisions/045).
  const hydrated = useHydrated();
  // A preview sends no sign-in and opens no pop-up (product.md §2, docs/decisions/091).
  const preview = usePreviewState();
  return (
    <Card title={t("signIn.card.title")}>
      <fieldset className="contact-fieldset" disabled={!hydrated || preview !== "off"}>
        <ContactInfo publisher={publisher} />
      </fieldset>
    </Card>
  );
}
