import type { PaymentDeps } from "../purchases/payment-deps";

/** What giving money back needs: the database, the clock, the processor, the e-mail's link base. */
export type RefundDeps = Pick<PaymentDeps, "db" | "clock" | "gateway" | "publicUrl">;

export interface RefundRequest {
  publisherId: string;
  orderId: string;
  /** Minor units; without it, all that is left of the order. */
  amount?: number;
  cancelSubscription: boolean;
  reason: string | null;
  idempotencyKey: string;
}
