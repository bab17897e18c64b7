/** An error that belongs to a whole step; announced by screen readers as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return message ? (
    <p className="form-alert" role="alert">
      {message}
    </p>
  ) : null;
}
