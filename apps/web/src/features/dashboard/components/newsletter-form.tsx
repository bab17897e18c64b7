import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Card } from "@/components/card";
import { announce } from "@/components/live-announcement";
import { TextField } from "@/components/text-field";
import type { Access } from "../api/back-office";
import { type StoreNewsletterEntry, saveStoreNewsletter } from "../api/store-newsletters";
import {
  checkNewsletterDraft,
  type NewsletterDraft,
  newNewsletterDraft,
  newsletterDraftOf,
} from "../utils/newsletter-draft";
import { RefusedSave } from "./refused-save";
import { SelectField } from "./select-field";

const kinds = [
  ["free", "Free: any buyer may sign up"],
  ["paid", "Paid: with the products that name it"],
] as const;

/**
 * A newsletter's form (docs/decisions/180): checked on Save by the catalog file's own schema, each
 * error beside its field, and sent whole with the version it was read at.
 */
export function NewsletterForm({
  access,
  entry,
  lastOrder,
  onDone,
}: {
  access: Access;
  entry: StoreNewsletterEntry | null;
  /** The highest place among the store's newsletters: a new one goes after it. */
  lastOrder: number;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() =>
    entry ? newsletterDraftOf(entry.newsletter) : newNewsletterDraft(),
  );
  const [checked, setChecked] = useState(false);
  const errors = checked ? checkNewsletterDraft(draft, lastOrder).errors : {};
  const save = useMutation({
    mutationFn: (newsletter: ReturnType<typeof checkNewsletterDraft>["newsletter"]) =>
      saveStoreNewsletter(access, { version: entry?.version ?? null, newsletter }),
    onSuccess: async (saved) => {
      // The product form lists the newsletters too.
      await queryClient.invalidateQueries({ queryKey: ["dashboard", access.username] });
      announce(`${saved.newsletter.name} is saved.`);
      onDone();
    },
  });
  const edit = (change: Partial<NewsletterDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    save.reset();
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    const { newsletter, errors: found } = checkNewsletterDraft(draft, lastOrder);
    setChecked(true);
    if (Object.keys(found).length > 0) {
      announce("Some fields need a change: each says what beside it.");
      return;
    }
    if (!save.isPending) save.mutate(newsletter);
  }
  return (
    <Card title={entry ? `Edit ${entry.newsletter.name}` : "New newsletter"}>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Newsletter name"
          value={draft.name}
          onChange={(name) => edit({ name })}
          error={errors.name}
        />
        <TextField
          label="Description"
          optional
          multiline
          value={draft.description}
          onChange={(description) => edit({ description })}
          error={errors.description}
          hint="Shown under its name on the checkout page."
        />
        <SelectField
          label="Kind"
          value={draft.type}
          choices={kinds}
          onChange={(type) => edit({ type })}
        />
        <label className="choice">
          <input
            className="choice__input"
            type="checkbox"
            checked={draft.enabled}
            onChange={(event) => edit({ enabled: event.target.checked })}
          />
          <span className="choice__title">Offered to buyers</span>
        </label>
        <RefusedSave error={save.error} openAgain="Open the newsletters again" />
        <div className="endpoint__actions">
          <button type="submit" className="button" aria-disabled={save.isPending || undefined}>
            {save.isPending ? "Saving…" : "Save the newsletter"}
          </button>
          <button type="button" className="button button--secondary" onClick={onDone}>
            Cancel
          </button>
        </div>
      </form>
    </Card>
  );
}
