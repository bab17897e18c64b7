import { type GiftForm, validateGiftForm } from "@creator-checkout/core/validation";
import { useState } from "react";

export type GiftField = keyof GiftForm;

const emptyGift: Required<GiftForm> = {
  senderFirstName: "",
  recipientFirstName: "",
  recipientEmail: "",
  giftNote: "",
};

/** The gift form's values and its errors; product.md §5 shows an error only once its field is touched. */
export function useGiftForm() {
  const [values, setValues] = useState(emptyGift);
  const [touched, setTouched] = useState<ReadonlySet<GiftField>>(new Set());
  const errors: Partial<Record<GiftField, string>> = validateGiftForm(values);

  return {
    values,
    errorOf: (field: GiftField) => (touched.has(field) ? (errors[field] ?? null) : null),
    change: (field: GiftField, value: string) =>
      setValues((current) => ({ ...current, [field]: value })),
    touch: (field: GiftField) => setTouched((current) => new Set(current).add(field)),
  };
}
