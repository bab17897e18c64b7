import { formatMoney } from "@creator-checkout/core/money";
import { AppError } from "../../app-error";

export const refundErrors = {
  orderNotFound: () => new AppError("NOT_FOUND", 404, "There is no such order at this publisher."),
  notPaid: () =>
    new AppError(
      "ORDER_NOT_REFUNDABLE",
      409,
      "This order was never paid, so there is nothing to refund.",
    ),
  noCharge: () =>
    new AppError(
      "ORDER_NOT_REFUNDABLE",
      409,
      "No card was charged for this order (it was free or a redeemed gift), so there is nothing to refund.",
    ),
  otherProcessor: (processor: string) =>
    new AppError(
      "ORDER_NOT_REFUNDABLE",
      409,
      `This order was paid through ${processor}, which this server no longer uses; refund it there.`,
    ),
  nothingLeft: () =>
    new AppError("NOTHING_TO_REFUND", 409, "This order has already been refunded in full."),
  tooLarge: (left: number, currency: string) =>
    new AppError(
      "REFUND_TOO_LARGE",
      422,
      `At most ${formatMoney(left, currency)} (${left} in minor units) of this order can still be refunded.`,
    ),
  keyReused: () =>
    new AppError(
      "IDEMPOTENCY_KEY_REUSED",
      409,
      "This Idempotency-Key was already used for a different refund. Make a new key for each refund.",
    ),
  refused: (reason: string) =>
    new AppError(
      "REFUND_REFUSED",
      422,
      `The payment processor refused the refund: ${reason} Nothing was refunded.`,
    ),
  refusedBefore: (reason: string | null) =>
    new AppError(
      "REFUND_REFUSED",
      422,
      `The payment processor refused this refund when it was first asked${reason ? `: ${reason}` : "."} Nothing was refunded; use a new Idempotency-Key to try again.`,
    ),
  processorUnavailable: (cause: unknown) =>
    new AppError(
      "PAYMENT_PROVIDER_UNAVAILABLE",
      502,
      "The payment processor could not be reached. The refund is recorded as pending: send the same request with the same Idempotency-Key to finish it.",
      undefined,
      { cause },
    ),
};
