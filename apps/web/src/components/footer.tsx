interface FooterProps {
  termsUrl?: string | null;
}

// The conformance report the build publishes beside the page (docs/decisions/074).
const ACCESSIBILITY_REPORT = "/accessibility.html";

export function Footer({ termsUrl }: FooterProps) {
  return (
    <footer className="footer">
      <p>
        Powered by <strong>Creator Checkout</strong>
      </p>
      <a className="footer__link" href={ACCESSIBILITY_REPORT}>
        Accessibility
      </a>
      {termsUrl ? (
        <a className="footer__link" href={termsUrl} target="_blank" rel="noreferrer">
          Terms
        </a>
      ) : null}
    </footer>
  );
}
