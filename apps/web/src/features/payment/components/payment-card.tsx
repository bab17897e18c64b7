import { Card } from "@/components/card";

/** Shown to signed-in buyers; cards and the pay button arrive in a later issue. */
export function PaymentCard() {
  return (
    <Card title="Payment">
      <p className="card__text">Add a card to pay.</p>
    </Card>
  );
}
