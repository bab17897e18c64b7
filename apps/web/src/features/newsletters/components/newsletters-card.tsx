import type { Newsletter } from "@creator-checkout/core/catalog";
import { Card } from "@/components/card";

interface NewslettersCardProps {
  newsletters: Newsletter[];
}

/** Shown to signed-in buyers; choosing newsletters arrives with sign-in. */
export function NewslettersCard({ newsletters }: NewslettersCardProps) {
  return (
    <Card title="Newsletters">
      <ul className="card__list">
        {newsletters.map((newsletter) => (
          <li key={newsletter.id}>{newsletter.name}</li>
        ))}
      </ul>
    </Card>
  );
}
