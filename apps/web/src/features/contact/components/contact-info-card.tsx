import { Card } from "@/components/card";

export function ContactInfoCard() {
  return (
    <Card title="Contact Info">
      <p className="card__text">
        Sign-in opens here: you'll confirm your e-mail or phone with a one-time code before you pay.
      </p>
    </Card>
  );
}
