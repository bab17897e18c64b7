interface PayButtonProps {
  label: string;
  enabled: boolean;
  /** A checkout is running: the button shows a spinner and keeps keyboard focus. */
  busy: boolean;
  onPay: () => void;
  /**
   * Set when only the page's forms hold Pay back (product.md §5 "card and options forms valid"):
   * the button stays disabled to assistive technology (aria-disabled) but can be pressed, and
   * pressing it shows the forms' problems instead of paying (docs/decisions/067).
   */
  onHeldBack?: () => void;
}

/** product.md §4 "Pay button label" and product.md §5 "Pay enabled only when", as core's payButton says. */
export function PayButton({ label, enabled, busy, onPay, onHeldBack }: PayButtonProps) {
  const heldBack = !enabled && !busy && onHeldBack !== undefined;
  return (
    <button
      type="button"
      className="button button--block button--pay"
      // Disabled outright when there is nothing to do; while paying it stays focusable
      // (aria-disabled) so focus is not lost mid-payment.
      disabled={!enabled && !busy && !heldBack}
      aria-disabled={busy || heldBack || undefined}
      data-busy={busy || undefined}
      data-held-back={heldBack || undefined}
      onClick={() => {
        if (enabled && !busy) onPay();
        else if (heldBack) onHeldBack();
      }}
    >
      {busy ? <span className="spinner spinner--on-accent" aria-hidden="true" /> : null}
      {label}
    </button>
  );
}
