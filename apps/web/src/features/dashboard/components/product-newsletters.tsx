import type { Access } from "../api/back-office";
import { useStoreNewsletters } from "../api/store-newsletters";

/**
 * The store's newsletters a buyer of the product may sign up to on its page (docs/decisions/180):
 * a paid one comes only with the products that name it. One no longer offered stays ticked where
 * it was, until the person unticks it.
 */
export function ProductNewsletters({
  access,
  chosen,
  onChange,
}: {
  access: Access;
  chosen: string[];
  onChange: (ids: string[]) => void;
}) {
  const newsletters = useStoreNewsletters(access);
  const entries = newsletters.data?.newsletters ?? [];
  if (entries.length === 0) return null;
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...chosen, id] : chosen.filter((other) => other !== id));
  return (
    <fieldset className="field--group product-option">
      <legend className="field__label">Newsletters offered with it</legend>
      {entries.map(({ newsletter }) => (
        <label key={newsletter.id} className="choice">
          <input
            className="choice__input"
            type="checkbox"
            checked={chosen.includes(newsletter.id)}
            onChange={(event) => toggle(newsletter.id, event.target.checked)}
          />
          <span className="choice__title">
            {newsletter.name}
            {newsletter.type === "paid" ? " (paid)" : ""}
            {newsletter.enabled ? "" : " (not offered)"}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
