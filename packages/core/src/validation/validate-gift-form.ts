import { combineValidators } from "./combine-validators";
import { email } from "./email";
import { required } from "./required";

export interface GiftForm {
  senderFirstName: string;
  recipientFirstName: string;
  recipientEmail: string;
  giftNote?: string | null;
}

/** The field labels product.md §5 gives the gift form. */
export const giftFormLabels = {
  senderFirstName: "Your name",
  recipientFirstName: "Recipient's name",
  recipientEmail: "Recipient's email",
} as const;

export type GiftFormErrors = Partial<Record<keyof typeof giftFormLabels, string>>;

const requiredEmail = combineValidators(required, email);

/**
 * product.md §5: both names and the recipient's e-mail are required, the e-mail must be valid, the
 * note is optional. The spec does not word the gift form's errors, so they are the generic
 * validators' messages. Only fields in error appear: an empty record means the form is valid.
 */
export function validateGiftForm(form: GiftForm): GiftFormErrors {
  const errors: GiftFormErrors = {
    senderFirstName: required(form.senderFirstName),
    recipientFirstName: required(form.recipientFirstName),
    recipientEmail: requiredEmail(form.recipientEmail),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}
