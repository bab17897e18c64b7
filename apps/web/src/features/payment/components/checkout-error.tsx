/** product.md §8: the purchase error, and the server's reason for it, in a red box above Pay. */
export interface CheckoutErrorMessage {
  message: string;
  /** The card's or the server's own reason ("Your card was declined."), when it gave one. */
  reason: string | null;
}

export function CheckoutError({ error }: { error: CheckoutErrorMessage | null }) {
  // The live region stays in the page so screen readers announce the box when it fills.
  return (
    <div className="checkout-error" role="alert">
      {error ? (
        <div className="checkout-error__box">
          {error.reason ? <p className="checkout-error__reason">{error.reason}</p> : null}
          <p>{error.message}</p>
        </div>
      ) : null}
    </div>
  );
}
