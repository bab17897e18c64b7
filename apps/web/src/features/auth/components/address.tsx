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
  // An address or a number reads left to right inside a sentence in any language, isolated
  // from the words around it (docs/decisions/108).
  return (
    <strong className={className} dir="ltr">
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
