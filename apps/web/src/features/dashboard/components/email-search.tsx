import { type FormEvent, useState } from "react";
import { TextField } from "@/components/text-field";

/** Narrows a list to one buyer by the exact e-mail address they paid with; empty shows all. */
export function EmailSearch({ onSearch }: { onSearch: (email: string) => void }) {
  const [email, setEmail] = useState("");
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(email.trim());
  }
  return (
    <form className="email-search" onSubmit={submit} noValidate>
      <TextField
        label="Buyer's e-mail"
        type="email"
        value={email}
        onChange={setEmail}
        autoComplete="off"
        hint="The whole address; leave it empty for everyone."
      />
      <button type="submit" className="button button--secondary">
        Search
      </button>
    </form>
  );
}

/** The next page of a list, while there is one. */
export function LoadMore({
  hasMore,
  loading,
  onMore,
}: {
  hasMore: boolean;
  loading: boolean;
  onMore: () => void;
}) {
  if (!hasMore) return null;
  return (
    <button
      type="button"
      className="button button--secondary"
      aria-disabled={loading || undefined}
      onClick={() => {
        if (!loading) onMore();
      }}
    >
      {loading ? "Loading…" : "Load more"}
    </button>
  );
}
