import { useState } from "react";
import { announce } from "@/components/live-announcement";

/** A signing secret or a key, shown this once, with a button that copies it. */
export function SigningSecret({
  secret,
  note,
  copyLabel = "Copy the secret",
}: {
  secret: string;
  note: string;
  copyLabel?: string;
}) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(secret);
      setCopied(true);
      announce("Copied.");
    } catch {
      announce("The browser refused to copy: select the secret and copy it yourself.");
    }
  }
  return (
    <div className="signing-secret" role="status">
      <p>{note}</p>
      <code className="signing-secret__value">{secret}</code>
      <button type="button" className="button button--secondary button--small" onClick={copy}>
        {copied ? "Copied" : copyLabel}
      </button>
    </div>
  );
}
