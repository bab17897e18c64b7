import { AppError } from "../../app-error";

export const paymentErrors = {
  unknownPaymentMethod: () =>
    new AppError("UNKNOWN_PAYMENT_METHOD", 404, "This card is not one of your saved cards."),
  noPaymentMethod: () => new AppError("NO_PAYMENT_METHOD", 400, "Add a card to pay."),
  cardRefused: (message: string) => new AppError("CARD_ERROR", 402, message),
};
