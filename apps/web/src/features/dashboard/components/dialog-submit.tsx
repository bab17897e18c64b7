interface DialogSubmitProps {
  /** The dialog's request: its error is said above the button, its wait on it. */
  request: { isPending: boolean; isError: boolean; error: Error | null };
  label: string;
  pendingLabel: string;
}

/** A confirmation dialog's last part: the server's refusal, if any, then the confirm button. */
export function DialogSubmit({ request, label, pendingLabel }: DialogSubmitProps) {
  return (
    <>
      {request.isError ? (
        <p className="form-alert" role="alert">
          {request.error?.message}
        </p>
      ) : null}
      <button
        type="submit"
        className="button button--block"
        data-autofocus
        aria-disabled={request.isPending || undefined}
      >
        {request.isPending ? pendingLabel : label}
      </button>
    </>
  );
}
