import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Card } from "@/components/card";
import { announce } from "@/components/live-announcement";
import type { Access } from "../api/back-office";
import { putStoreTax, taxKey, useStoreTax } from "../api/store-tax";
import { checkTaxDraft, type TaxDraft, taxDraftOf } from "../utils/tax-draft";
import { changesStore } from "../utils/team-access";
import { TaxFields } from "./tax-fields";

/**
 * The store's tax settings (docs/decisions/119, 174): where it is registered, the legal name and
 * address its invoices carry, and how its prices are meant. Read by every member; changed by who
 * may change the store.
 */
export function TaxView({ access }: { access: Access }) {
  const tax = useStoreTax(access);
  if (tax.isPending) {
    return (
      <p className="dashboard__status" role="status">
        Reading the tax settings…
      </p>
    );
  }
  if (tax.isError) {
    return (
      <p className="form-alert" role="alert">
        {tax.error.message}
      </p>
    );
  }
  return (
    <TaxForm
      key={JSON.stringify(tax.data.tax)}
      access={access}
      read={taxDraftOf(tax.data.tax)}
      writes={changesStore(access.role)}
    />
  );
}

function TaxForm({ access, read, writes }: { access: Access; read: TaxDraft; writes: boolean }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(read);
  const [checked, setChecked] = useState(false);
  const errors = checked ? checkTaxDraft(draft).errors : {};
  const save = useMutation({
    mutationFn: () => putStoreTax(access, checkTaxDraft(draft).tax),
    onSuccess: (saved) => {
      queryClient.setQueryData(taxKey(access), saved);
      announce(saved.tax ? "The tax settings are saved." : "The store collects no tax now.");
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (Object.keys(checkTaxDraft(draft).errors).length > 0 || save.isPending) return;
    save.mutate();
  }
  return (
    <Card title="Tax">
      <form className="form" onSubmit={submit} noValidate>
        <fieldset className="field--group tax-form" disabled={!writes}>
          <legend className="visually-hidden">Tax settings</legend>
          <TaxFields
            draft={draft}
            errors={errors}
            onChange={(change) => {
              setDraft((current) => ({ ...current, ...change }));
              save.reset();
            }}
          />
        </fieldset>
        {save.isError ? (
          <p className="form-alert" role="alert">
            {save.error.message}
          </p>
        ) : null}
        {writes ? (
          <button type="submit" className="button" aria-disabled={save.isPending || undefined}>
            {save.isPending ? "Saving…" : "Save the tax settings"}
          </button>
        ) : null}
      </form>
    </Card>
  );
}
