import type { Publisher } from "@creator-checkout/core/catalog";
import { Card } from "@/components/card";
import { ContactInfo } from "@/features/auth";

interface ContactInfoCardProps {
  publisher: Publisher & { oidc_name?: string | null };
}

/** product.md §2, first card: the sign-in form, or the signed-in phone or e-mail with Change. */
export function ContactInfoCard({ publisher }: ContactInfoCardProps) {
  return (
    <Card title="Contact Info">
      <ContactInfo publisher={publisher} />
    </Card>
  );
}
