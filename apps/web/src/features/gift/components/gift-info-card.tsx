import { NOT_GIFTABLE_TEXT } from "@creator-checkout/core/checkout";
import { giftFormLabels } from "@creator-checkout/core/validation";
import { useMemo } from "react";
import { Card } from "@/components/card";
import { TextField } from "@/components/text-field";
import { useHydrated } from "@/lib/use-hydrated";
import { deliveryDays, type GiftField, type GiftFormState } from "../hooks/use-gift-form";

/**
 * product.md §2 "Gift info": who gives, to whom, and a note; the page keeps the form's state. An
 * option that cannot be given (docs/decisions/033) gets the reason instead of a form.
 */
export function GiftInfoCard({ gift, giftable }: { gift: GiftFormState; giftable: boolean }) {
  // The giver's own calendar is known only in the browser: the server renders no bounds.
  const hydrated = useHydrated();
  const days = useMemo(() => (hydrated ? deliveryDays(new Date()) : null), [hydrated]);
  const fieldProps = (field: GiftField) => ({
    value: gift.values[field] ?? "",
    onChange: (value: string) => gift.change(field, value),
    onBlur: () => gift.touch(field),
    error: gift.errorOf(field),
  });

  if (!giftable) {
    return (
      <Card title="Gift info">
        <p className="card__text">{NOT_GIFTABLE_TEXT}</p>
      </Card>
    );
  }

  return (
    <Card title="Gift info">
      <p className="card__text">We'll e-mail the recipient a link to redeem their gift.</p>
      <form className="form" noValidate onSubmit={(event) => event.preventDefault()}>
        <TextField
          label={giftFormLabels.senderFirstName}
          autoComplete="given-name"
          {...fieldProps("senderFirstName")}
        />
        <TextField
          label={giftFormLabels.recipientFirstName}
          autoComplete="off"
          {...fieldProps("recipientFirstName")}
        />
        <TextField
          label={giftFormLabels.recipientEmail}
          type="email"
          autoComplete="off"
          {...fieldProps("recipientEmail")}
        />
        <TextField label="Gift note" multiline optional {...fieldProps("giftNote")} />
        <TextField
          label="Delivery date"
          type="date"
          optional
          hint="We send the e-mail that morning; leave it empty to send it at once."
          value={gift.delivery.value}
          onChange={gift.delivery.change}
          error={gift.delivery.error}
          min={days?.min}
          max={days?.max}
        />
      </form>
    </Card>
  );
}
