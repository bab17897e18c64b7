import { giftFormLabels } from "@creator-checkout/core/validation";
import { Card } from "@/components/card";
import { TextField } from "@/components/text-field";
import { type GiftField, useGiftForm } from "../hooks/use-gift-form";

export function GiftInfoCard() {
  const gift = useGiftForm();
  const fieldProps = (field: GiftField) => ({
    value: gift.values[field] ?? "",
    onChange: (value: string) => gift.change(field, value),
    onBlur: () => gift.touch(field),
    error: gift.errorOf(field),
  });

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
      </form>
    </Card>
  );
}
