import { AppError } from "../../app-error";

export const paymentErrors = {
  unknownPaymentMethod: () =>
    new AppError("UNKNOWN_PAYMENT_METHOD", 404, "This card is not one of your saved cards."),
  noPaymentMethod: () => new AppError("NO_PAYMENT_METHOD", 400, "Add a card to pay."),
  cardRefused: (message: string) => new AppError("CARD_ERROR", 402, message),
};

/** Something is due and no card answers: the one named is not the buyer's, or none is saved. */
export function noCardToCharge(sourceId: string | undefined): AppError {
  return sourceId ? paymentErrors.unknownPaymentMethod() : paymentErrors.noPaymentMethod();
}
