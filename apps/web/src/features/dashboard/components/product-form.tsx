import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Card } from "@/components/card";
import { announce } from "@/components/live-announcement";
import { TextField } from "@/components/text-field";
import type { Access } from "../api/back-office";
import { type StoreProductEntry, saveStoreProduct } from "../api/store-products";
import { checkProductDraft, type DraftErrors } from "../utils/product-check";
import {
  moveOption,
  newOptionDraft,
  newProductDraft,
  type OptionDraft,
  type ProductDraft,
  productDraftOf,
} from "../utils/product-draft";
import { kindChoices } from "../utils/product-labels";
import { OptionFields } from "./option-fields";
import { ProductLanguages } from "./product-languages";
import { ProductNewsletters } from "./product-newsletters";
import { RefusedSave } from "./refused-save";
import { SelectField } from "./select-field";

/**
 * A product's form (docs/decisions/174): checked on Save by the catalog file's own schema, each
 * error beside its field; the whole product is sent with the version it was read at. A change
 * made meanwhile elsewhere is refused, and the person opens the products again.
 */
export function ProductForm({
  access,
  entry,
  onDone,
}: {
  access: Access;
  entry: StoreProductEntry | null;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() =>
    entry ? productDraftOf(entry.product) : newProductDraft(),
  );
  // Once Save was pressed, each field says what is wrong with it as it is typed, and no more.
  const [checked, setChecked] = useState(false);
  const errors: DraftErrors = checked ? checkProductDraft(draft).errors : {};
  const save = useMutation({
    mutationFn: (product: ReturnType<typeof checkProductDraft>["product"]) =>
      saveStoreProduct(access, { version: entry?.version ?? null, product }),
    onSuccess: async (saved) => {
      // The coupons' option list and the store's product count read products too.
      await queryClient.invalidateQueries({ queryKey: ["dashboard", access.username] });
      announce(`${saved.product.title} is saved.`);
      onDone();
    },
  });
  const edit = (change: Partial<ProductDraft>) => {
    setDraft((current) => ({ ...current, ...change }));
    save.reset();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const { product, errors: found } = checkProductDraft(draft);
    setChecked(true);
    if (Object.keys(found).length > 0) {
      announce("Some fields need a change: each says what beside it.");
      return;
    }
    if (!save.isPending) save.mutate(product);
  }

  return (
    <Card title={entry ? `Edit ${entry.product.title}` : "New product"}>
      <form className="form" onSubmit={submit} noValidate>
        <TextField
          label="Product title"
          value={draft.title}
          onChange={(title) => edit({ title })}
          error={errors.title}
        />
        <SelectField
          label="Kind"
          value={draft.type}
          choices={kindChoices(draft.type)}
          disabled={(entry?.sold_option_ids.length ?? 0) > 0}
          onChange={(type) => edit({ type })}
        />
        <OptionList
          draft={draft}
          entry={entry}
          errors={errors}
          onChange={(options) => edit({ options })}
        />
        {errors.options ? <p className="field__error">{errors.options}</p> : null}
        <ProductLanguages
          draft={draft}
          errors={errors}
          onChange={(languages) => edit({ languages })}
        />
        <ProductNewsletters
          access={access}
          chosen={draft.newsletterIds}
          onChange={(newsletterIds) => edit({ newsletterIds })}
        />
        <RefusedSave error={save.error} openAgain="Open the products again" />
        <div className="endpoint__actions">
          <button type="submit" className="button" aria-disabled={save.isPending || undefined}>
            {save.isPending ? "Saving…" : "Save the product"}
          </button>
          <button type="button" className="button button--secondary" onClick={onDone}>
            Cancel
          </button>
        </div>
      </form>
    </Card>
  );
}

function OptionList({
  draft,
  entry,
  errors,
  onChange,
}: {
  draft: ProductDraft;
  entry: StoreProductEntry | null;
  errors: DraftErrors;
  onChange: (options: OptionDraft[]) => void;
}) {
  const { options } = draft;
  const keptBecause = (id: string) => {
    if (entry?.sold_option_ids.includes(id))
      return "Bought already, so it stays: its orders refer to it. Archive it to stop selling it.";
    if (entry?.coupon_option_ids.includes(id)) return "A coupon names it, so it stays.";
    return null;
  };
  return (
    <>
      {options.map((option, index) => (
        <OptionFields
          key={option.id}
          option={option}
          index={index}
          count={options.length}
          sold={entry?.sold_option_ids.includes(option.id) ?? false}
          keptBecause={keptBecause(option.id)}
          errors={errors}
          onChange={(changed) => onChange(options.map((o) => (o.id === option.id ? changed : o)))}
          onMove={(by) => onChange(moveOption(options, index, by))}
          onRemove={() => onChange(options.filter((o) => o.id !== option.id))}
        />
      ))}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => onChange([...options, newOptionDraft(options[0]?.currency)])}
      >
        Add an option
      </button>
    </>
  );
}
