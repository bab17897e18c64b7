import { type FormEvent, useEffect, useRef, useState } from "react";
import { TextField } from "@/components/text-field";

/**
 * Asks for the publisher key; `refusal` is the server's sentence when it refused `refusedKey`.
 * A refused key stays in the field, selected, with the refusal as its error, and focus goes
 * there, so the creator corrects it rather than types it again (docs/decisions/072).
 */
export function KeyForm({
  username,
  refusal,
  refusedKey,
  onKey,
}: {
  username: string;
  refusal: string | null;
  refusedKey: string | null;
  onKey: (key: string) => void;
}) {
  const [key, setKey] = useState(refusal ? (refusedKey ?? "") : "");
  const [missing, setMissing] = useState(false);
  const [edited, setEdited] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (refusal === null) return;
    input.current?.focus();
    input.current?.select();
  }, [refusal]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = key.trim();
    if (!typed) {
      setMissing(true);
      return;
    }
    onKey(typed);
  }

  return (
    <section className="card dashboard__key" aria-labelledby="dashboard-key-title">
      <h2 id="dashboard-key-title" className="card__title">
        Open the dashboard of {username}
      </h2>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Publisher key"
          type="password"
          value={key}
          onChange={(value) => {
            setKey(value);
            setMissing(false);
            setEdited(true);
          }}
          autoComplete="off"
          error={missing ? "Enter the publisher key." : edited ? null : refusal}
          alertsError
          hint="Made with npm run publisher -- key create. It stays in this tab only, until you close it."
          inputRef={input}
        />
        <button type="submit" className="button button--block">
          Show the figures
        </button>
      </form>
    </section>
  );
}
