import {
  type CardField,
  type CardInput,
  cardDigits,
  checkCard,
  parseExpiry,
} from "@creator-checkout/core/cards";

export const emptyCard: CardInput = { number: "", expiry: "", cvc: "", postalCode: "" };
const fieldOrder: readonly CardField[] = ["number", "expiry", "cvc", "postalCode"];

/** Where the buyer has been: the fields typed in, and the fields left. */
export interface CardVisits {
  edited: ReadonlySet<CardField>;
  blurred: ReadonlySet<CardField>;
}

/**
 * Whether the card is complete, and the field the message under the form is about (the first
 * that has one) with that message.
 */
export function cardFieldsState(card: CardInput, visits: CardVisits, now: Date) {
  const checks = checkCard(card, now);
  const complete = fieldOrder.every((field) => checks[field].complete);
  // A wrong value is said at once; a missing part waits until the buyer typed in that field and
  // left it: Tab passing an empty field is not a mistake (docs/decisions/156).
  const erroredField = fieldOrder.find(
    (field) =>
      checks[field].invalid ||
      (visits.blurred.has(field) && visits.edited.has(field) && checks[field].incomplete),
  );
  const error = erroredField
    ? (checks[erroredField].invalid ?? checks[erroredField].incomplete)
    : null;
  return { complete, erroredField, error };
}

/**
 * The field the message under the form describes. It is about one field at a time: only that
 * field is described by it, so the CVC is never read the card number's error. A refusal of the
 * card as a whole (the processor's) is the card number's.
 */
export function describedField(erroredField: CardField | undefined): CardField {
  return erroredField ?? "number";
}

/** What the test processor is sent to make a token of the card. */
export function cardTokenRequest(card: CardInput) {
  const expiry = parseExpiry(card.expiry);
  return {
    number: cardDigits(card.number),
    exp_month: expiry?.month ?? 0,
    exp_year: expiry?.year ?? 0,
    cvc: card.cvc,
    postal_code: card.postalCode.trim(),
  };
}
