import type { PaymentGateway } from "../payments/payment-gateway";
import type { AuthContext } from "./auth-context";

/** What the card and purchase routes need beyond sign-in: the payment gateway. */
export interface PaymentContext extends AuthContext {
  gateway: PaymentGateway;
}
