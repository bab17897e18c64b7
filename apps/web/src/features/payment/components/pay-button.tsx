interface PayButtonProps {
  label: string;
  enabled: boolean;
  /** A checkout is running: the button shows a spinner and keeps keyboard focus. */
  busy: boolean;
  onPay: () => void;
}

/** product.md §4 "Pay button label" and product.md §5 "Pay enabled only when", as core's payButton says. */
export function PayButton({ label, enabled, busy, onPay }: PayButtonProps) {
  return (
    <button
      type="button"
      className="button button--block button--pay"
      // Disabled outright when there is nothing to do; while paying it stays focusable
      // (aria-disabled) so focus is not lost mid-payment.
      disabled={!enabled && !busy}
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
      onClick={() => {
        if (enabled && !busy) onPay();
      }}
    >
      {busy ? <span className="spinner spinner--on-accent" aria-hidden="true" /> : null}
      {label}
    </button>
  );
}
