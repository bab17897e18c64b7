interface FooterProps {
  termsUrl?: string | null;
}

export function Footer({ termsUrl }: FooterProps) {
  return (
    <footer className="footer">
      <p>
        Powered by <strong>Creator Checkout</strong>
      </p>
      {termsUrl ? (
        <a className="footer__link" href={termsUrl} target="_blank" rel="noreferrer">
          Terms
        </a>
      ) : null}
    </footer>
  );
}
