import { AppError } from "../../app-error";

// product.md §8's purchase sentence is the page's to show; these say what went wrong in plain words.
export const purchaseErrors = {
  unknownOption: () => new AppError("NOT_FOUND", 404, "This option is not for sale here."),
  alreadySubscribed: () =>
    new AppError(
      "ALREADY_SUBSCRIBED",
      409,
      "You already have this. Choose another option to switch.",
    ),
  keyReused: () =>
    new AppError(
      "IDEMPOTENCY_KEY_REUSED",
      422,
      "This Idempotency-Key was already used for a different purchase. Make a new key for each purchase.",
    ),
  currencyNotOffered: (currency: string, offered: string[]) =>
    new AppError(
      "CURRENCY_NOT_OFFERED",
      422,
      `This option is not sold in ${currency}; it is sold in ${offered.join(", ")}.`,
    ),
  inProgress: () =>
    new AppError("PURCHASE_IN_PROGRESS", 409, "This purchase is already being processed."),
  unknownOrder: () => new AppError("NOT_FOUND", 404, "There is no such purchase of yours."),
  providerUnreachable: (cause: unknown) =>
    new AppError(
      "PAYMENT_PROVIDER_UNAVAILABLE",
      502,
      "The payment could not be confirmed right now. Please try again in a moment; you will not be charged twice.",
      undefined,
      { cause },
    ),
};
