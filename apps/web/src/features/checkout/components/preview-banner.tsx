/** Says, at the top of a preview, what it is and that nothing on it works for real. */
export function PreviewBanner() {
  return (
    <p className="preview-banner" role="note">
      <strong>Preview</strong> This is how buyers see this page. Signing in and paying are off.
    </p>
  );
}
