import type { PaymentGateway } from "../payments/payment-gateway";
import type { AuthContext } from "./auth-context";

/**
 * What the card, purchase and subscription routes need beyond sign-in: the payment gateway, the
 * address for the links in payment e-mails, and the renewal retry schedule.
 */
export interface PaymentContext extends AuthContext {
  gateway: PaymentGateway;
  publicUrl: string;
  renewalRetryDays: readonly number[];
}
