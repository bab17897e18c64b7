import { AppError } from "../../app-error";

export const invoiceErrors = {
  // One answer for an id that is not an order, another buyer's order and an unpaid one.
  notFound: () =>
    new AppError(
      "NOT_FOUND",
      404,
      "There is no invoice for this payment in your account: check the link, or open it from your payment history.",
    ),
};
