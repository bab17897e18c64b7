import { t } from "@creator-checkout/core/i18n";
import { type GiftForm, validateGiftForm } from "@creator-checkout/core/validation";
import { useState } from "react";

export type GiftField = keyof GiftForm;

/** A valid gift form's details, as the gift purchase sends them. */
export interface GiftDetails {
  senderFirstName: string;
  recipientFirstName: string;
  recipientEmail: string;
  note: string | null;
  /** When the recipient's e-mail goes out (ISO); null for at once. */
  deliverAt: string | null;
}

export type GiftFormState = ReturnType<typeof useGiftForm>;

const emptyGift: Required<GiftForm> = {
  senderFirstName: "",
  recipientFirstName: "",
  recipientEmail: "",
  giftNote: "",
};

/** A date field's value (YYYY-MM-DD) of a day in the giver's own calendar. */
function calendarDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The days a delivery date may fall on: from today to a year ahead, the longest a gift's e-mail
 * may wait (docs/decisions/033).
 */
export function deliveryDays(today: Date) {
  const yearAhead = new Date(today);
  yearAhead.setFullYear(today.getFullYear() + 1);
  return { min: calendarDay(today), max: calendarDay(yearAhead) };
}

// ISO dates compare as strings.
function outsideDeliveryDays(day: string, days: { min: string; max: string }): boolean {
  return day < days.min || day > days.max;
}

/**
 * The gift form's values and its errors; product.md §5 shows an error only once its field is
 * touched: typed in and left, so Tab passing an empty field says nothing (docs/decisions/156).
 * `details` is null until the form is valid: product.md §5's gift "form-valid flag".
 */
export function useGiftForm() {
  const [values, setValues] = useState(emptyGift);
  const [edited, setEdited] = useState<ReadonlySet<GiftField>>(new Set());
  const [touched, setTouched] = useState<ReadonlySet<GiftField>>(new Set());
  const [deliverOn, setDeliverOn] = useState("");
  const errors: Partial<Record<GiftField, string>> = validateGiftForm(values);
  // A day is only ever chosen in the browser, which knows the giver's calendar. The bounds are
  // read when needed rather than kept in state: a re-render of the whole page once it is
  // hydrated, only to learn them, would cost more than reading the clock.
  const deliverOnError =
    deliverOn && outsideDeliveryDays(deliverOn, deliveryDays(new Date()))
      ? t("gift.form.deliveryRange")
      : null;
  const valid = Object.keys(errors).length === 0 && deliverOnError === null;
  const details: GiftDetails | null = valid
    ? {
        senderFirstName: values.senderFirstName.trim(),
        recipientFirstName: values.recipientFirstName.trim(),
        recipientEmail: values.recipientEmail.trim(),
        note: values.giftNote?.trim() || null,
        // The morning of the chosen day, in the giver's own time zone.
        deliverAt: deliverOn ? new Date(`${deliverOn}T09:00`).toISOString() : null,
      }
    : null;

  return {
    values,
    details,
    errorOf: (field: GiftField) =>
      touched.has(field) && edited.has(field) ? (errors[field] ?? null) : null,
    change: (field: GiftField, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setEdited((current) => (current.has(field) ? current : new Set(current).add(field)));
    },
    touch: (field: GiftField) => setTouched((current) => new Set(current).add(field)),
    delivery: {
      value: deliverOn,
      change: setDeliverOn,
      error: deliverOnError,
    },
  };
}
