import { checkoutErrors } from "@creator-checkout/core/checkout/checkout-errors";

/** Which of product.md §8's purchase errors a failed step shows. */
export type CheckoutProblem =
  | "purchaseFailed"
  | "switchFailed"
  | "updateDefaultPaymentMethodFailed"
  | "currentOptionNotFound";

/**
 * product.md §8: the purchase error, and the server's reason for it, in a red box above Pay. The
 * problem is worded here, in the payment card's own download, so its words are not part of the
 * page's first view (docs/decisions/121).
 */
export interface CheckoutFailure {
  /** Null when the server's reason is itself the sentence to show. */
  problem: CheckoutProblem | null;
  /** The card's or the server's own reason ("Your card was declined."), when it gave one. */
  reason: string | null;
}

/** The box's sentence, and the reason shown above it. */
export function checkoutErrorWords({ problem, reason }: CheckoutFailure): {
  message: string;
  reason: string | null;
} {
  if (problem === null) return { message: reason ?? checkoutErrors.purchaseFailed, reason: null };
  return { message: checkoutErrors[problem], reason };
}

export function CheckoutError({ error }: { error: CheckoutFailure | null }) {
  const words = error ? checkoutErrorWords(error) : null;
  // The live region stays in the page so screen readers announce the box when it fills.
  return (
    <div className="checkout-error" role="alert">
      {words ? (
        <div className="checkout-error__box">
          {words.reason ? <p className="checkout-error__reason">{words.reason}</p> : null}
          <p>{words.message}</p>
        </div>
      ) : null}
    </div>
  );
}
