import { refundErrors } from "./refund-errors";

/**
 * How much a refund gives back: what was asked, or without an amount all that is left of the
 * order. `refunded` counts refunds under way as well as made, so two at once cannot both take
 * what is left.
 */
export function refundAmount({
  paid,
  refunded,
  requested,
  currency,
}: {
  paid: number;
  refunded: number;
  requested: number | undefined;
  currency: string;
}): number {
  const left = paid - refunded;
  if (left <= 0) throw refundErrors.nothingLeft();
  if (requested === undefined) return left;
  if (!Number.isSafeInteger(requested) || requested <= 0) {
    throw new RangeError(`a refund's amount must be a positive whole number, not ${requested}`);
  }
  if (requested > left) throw refundErrors.tooLarge(left, currency);
  return requested;
}
