import type { CheckoutNewsletter } from "@creator-checkout/core/catalog";
import { t } from "@creator-checkout/core/i18n";
import { useId, useState } from "react";
import { collapsedLists } from "../utils/collapsed-lists";

interface NewsletterGroupProps {
  title: string;
  lists: readonly CheckoutNewsletter[];
  subscribed: ReadonlySet<string>;
  chosen: ReadonlySet<string>;
  onChoose: (newsletterId: string, chosen: boolean) => void;
}

/** The free or the paid lists: a checkbox each, the first few shown, then Show more/less. */
export function NewsletterGroup({
  title,
  lists,
  subscribed,
  chosen,
  onChoose,
}: NewsletterGroupProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const collapsed = collapsedLists(lists, subscribed, chosen);
  const shown = expanded ? lists : collapsed;

  return (
    <fieldset className="newsletters__group">
      <legend className="newsletters__legend">{title}</legend>
      <ul id={listId} className="newsletters__lists">
        {shown.map((list) => (
          <li key={list.id}>
            <NewsletterChoice
              newsletter={list}
              subscribed={subscribed.has(list.id)}
              chosen={chosen.has(list.id)}
              onChoose={(checked) => onChoose(list.id, checked)}
            />
          </li>
        ))}
      </ul>
      {collapsed.length < lists.length ? (
        <button
          type="button"
          className="link-button newsletters__more"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {t(expanded ? "newsletters.showLess" : "newsletters.showMore")}
        </button>
      ) : null}
    </fieldset>
  );
}

interface NewsletterChoiceProps {
  newsletter: CheckoutNewsletter;
  subscribed: boolean;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
}

/**
 * One list. A list the buyer already gets is checked and locked: subscribing here only ever
 * adds lists (only_add_newsletters), so unticking it would promise what paying does not do.
 */
function NewsletterChoice({ newsletter, subscribed, chosen, onChoose }: NewsletterChoiceProps) {
  const nameId = useId();
  const descriptionId = useId();
  const statusId = useId();
  const describedBy = [newsletter.description ? descriptionId : null, subscribed ? statusId : null]
    .filter(Boolean)
    .join(" ");
  return (
    <label className={subscribed ? "newsletter newsletter--subscribed" : "newsletter"}>
      <input
        className="newsletter__input"
        type="checkbox"
        checked={subscribed || chosen}
        disabled={subscribed}
        onChange={(event) => onChoose(event.target.checked)}
        aria-labelledby={nameId}
        aria-describedby={describedBy || undefined}
      />
      <span className="newsletter__text">
        <span id={nameId} className="newsletter__name">
          {newsletter.name}
        </span>
        {newsletter.description ? (
          <span id={descriptionId} className="newsletter__description">
            {newsletter.description}
          </span>
        ) : null}
      </span>
      {subscribed ? (
        <span id={statusId} className="newsletter__status">
          {t("newsletters.subscribed")}
        </span>
      ) : null}
    </label>
  );
}
