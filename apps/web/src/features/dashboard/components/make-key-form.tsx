import { type KeyScope, keyScopes } from "@creator-checkout/core/team";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Card } from "@/components/card";
import { TextField } from "@/components/text-field";
import { type Access, backOfficeKey } from "../api/back-office";
import { type MadeKey, makeStoreKey } from "../api/store-team";
import { keyEnd } from "../utils/team-access";

const scopeChoices: Record<KeyScope, string> = {
  read: "Read: figures, orders and lists",
  write: "Read and write: also refunds, coupons, webhooks and tax",
};

/** An owner makes a key with a name, a scope and an optional last day; `onMade` shows it once. */
export function MakeKeyForm({
  access,
  onMade,
}: {
  access: Access;
  onMade: (key: MadeKey | null) => void;
}) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [scope, setScope] = useState<KeyScope>("read");
  const [lastDay, setLastDay] = useState("");
  const [problem, setProblem] = useState<{ field: "name" | "end"; text: string } | null>(null);
  const make = useMutation({
    mutationFn: (body: { name: string; scope: KeyScope; expires_at?: string }) =>
      makeStoreKey(access, body),
    onMutate: () => onMade(null),
    onSuccess: async (made) => {
      onMade(made);
      setName("");
      setLastDay("");
      await queryClient.invalidateQueries({ queryKey: backOfficeKey(access, "keys") });
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const typed = name.trim();
    if (!typed) return setProblem({ field: "name", text: 'Name the key, such as "Shop server".' });
    const end = keyEnd(lastDay, new Date().toISOString().slice(0, 10));
    if (!end.ok) return setProblem({ field: "end", text: end.error });
    if (!make.isPending) make.mutate({ name: typed, scope, expires_at: end.expiresAt });
  }

  return (
    <Card title="Make a key">
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Name"
          value={name}
          onChange={(value) => {
            setName(value);
            setProblem(null);
          }}
          autoComplete="off"
          error={problem?.field === "name" ? problem.text : null}
          alertsError
        />
        <fieldset className="choices">
          <legend className="field__label">Scope</legend>
          {keyScopes.map((option) => (
            <label key={option} className="choice">
              <input
                className="choice__input"
                type="radio"
                name="key-scope"
                checked={scope === option}
                onChange={() => setScope(option)}
              />
              <span className="choice__title">{scopeChoices[option]}</span>
            </label>
          ))}
        </fieldset>
        <TextField
          label="Last day (optional)"
          type="date"
          value={lastDay}
          onChange={(value) => {
            setLastDay(value);
            setProblem(null);
          }}
          error={problem?.field === "end" ? problem.text : null}
          hint="The key works until the end of this day, in UTC. Leave it empty for a key that does not end."
          alertsError
        />
        {make.isError ? (
          <p className="form-alert" role="alert">
            {make.error.message}
          </p>
        ) : null}
        <button type="submit" className="button" aria-disabled={make.isPending || undefined}>
          {make.isPending ? "Making…" : "Make the key"}
        </button>
      </form>
    </Card>
  );
}
