import { type FormEvent, useState } from "react";
import { TextField } from "@/components/text-field";

/** Asks for the publisher key; `refusal` is the server's sentence when it refused the last one. */
export function KeyForm({
  username,
  refusal,
  onKey,
}: {
  username: string;
  refusal: string | null;
  onKey: (key: string) => void;
}) {
  const [key, setKey] = useState("");
  const [missing, setMissing] = useState(false);

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
          }}
          autoComplete="off"
          error={missing ? "Enter the publisher key." : null}
          hint="Made with npm run publisher -- key create. It stays in this tab only, until you close it."
        />
        {refusal ? (
          <p className="form-alert" role="alert">
            {refusal}
          </p>
        ) : null}
        <button type="submit" className="button button--block">
          Show the figures
        </button>
      </form>
    </section>
  );
}
