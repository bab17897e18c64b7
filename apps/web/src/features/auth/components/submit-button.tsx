import type { ReactNode } from "react";

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
}

/**
 * A full-width submit button that shows a spinner while its request runs. It stays focusable
 * (aria-disabled rather than disabled) so keyboard focus is not thrown away mid-request.
 */
export function SubmitButton({ busy, children }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className="button button--block"
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
    >
      {busy ? <span className="spinner spinner--on-accent" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
