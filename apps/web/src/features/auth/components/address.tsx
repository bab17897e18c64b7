/**
 * An e-mail or phone shown in a sentence. A long e-mail may wrap after its "@" rather than
 * leave the sentence's full stop alone on a line.
 */
export function Address({
  label,
  className = "sign-in__address",
}: {
  label: string;
  className?: string;
}) {
  const at = label.indexOf("@");
  return (
    <strong className={className}>
      {at > 0 ? (
        <>
          {label.slice(0, at + 1)}
          <wbr />
          {label.slice(at + 1)}
        </>
      ) : (
        label
      )}
    </strong>
  );
}
