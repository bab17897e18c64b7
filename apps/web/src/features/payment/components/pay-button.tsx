import { useDebouncedHandler } from "@/lib/use-debounced-handler";

interface PayButtonProps {
  label: string;
  enabled: boolean;
  /** A checkout is running: the button shows a spinner and keeps keyboard focus. */
  busy: boolean;
  /** Runs the checkout; a second press while it runs, or within 500 ms, does nothing. */
  onPay: () => unknown;
  /**
   * Set when only the page's forms hold Pay back (product.md §5 "card and options forms valid"):
   * pressing it shows the forms' problems instead of paying (docs/decisions/067).
   */
  onHeldBack?: () => void;
  /** The ids of the sentences that say why Pay cannot be pressed yet, read as its description. */
  reasonIds?: readonly string[];
}

/**
 * product.md §4 "Pay button label" and product.md §5 "Pay enabled only when", as core's payButton
 * says. A pay button that cannot pay is `aria-disabled`, never `disabled`: it stays in the Tab
 * order, so a keyboard or screen-reader buyer finds it and hears why (docs/decisions/072).
 */
export function PayButton({ label, enabled, busy, onPay, onHeldBack, reasonIds }: PayButtonProps) {
  const pay = useDebouncedHandler(onPay);
  const heldBack = !enabled && !busy && onHeldBack !== undefined;
  const blocked = !enabled && !busy && !heldBack;
  const reasons = !enabled && !busy && reasonIds?.length ? reasonIds.join(" ") : undefined;
  return (
    <button
      type="button"
      className="button button--block button--pay"
      aria-disabled={!enabled || busy || undefined}
      aria-describedby={reasons}
      data-busy={busy || undefined}
      data-held-back={heldBack || undefined}
      data-blocked={blocked || undefined}
      onClick={(event) => {
        if (enabled && !busy) void pay(event);
        else if (heldBack) onHeldBack();
      }}
    >
      {busy ? <span className="spinner spinner--on-accent" aria-hidden="true" /> : null}
      {label}
    </button>
  );
}
