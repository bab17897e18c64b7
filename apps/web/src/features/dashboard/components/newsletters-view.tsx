import { useState } from "react";
import { Card } from "@/components/card";
import type { Access } from "../api/back-office";
import { type StoreNewsletterEntry, useStoreNewsletters } from "../api/store-newsletters";
import { changesStore } from "../utils/team-access";
import { NewsletterForm } from "./newsletter-form";

type Editing = { id: string } | "new" | null;

/**
 * The store's newsletters (docs/decisions/180), in the order the checkout offers them, each with
 * how many buyers get it; made and changed by who may change the store. None is ever deleted,
 * since buyers chose it: one that is not offered keeps its subscribers.
 */
export function NewslettersView({ access }: { access: Access }) {
  const newsletters = useStoreNewsletters(access);
  const [editing, setEditing] = useState<Editing>(null);
  if (newsletters.isPending) {
    return (
      <p className="dashboard__status" role="status">
        Reading the newsletters…
      </p>
    );
  }
  if (newsletters.isError) {
    return (
      <p className="form-alert" role="alert">
        {newsletters.error.message}
      </p>
    );
  }
  const entries = newsletters.data.newsletters;
  const open = editing === "new" ? null : entries.find((e) => e.newsletter.id === editing?.id);
  if (editing === "new" || open) {
    return (
      <NewsletterForm
        key={open?.version ?? "new"}
        access={access}
        entry={open ?? null}
        lastOrder={Math.max(0, ...entries.map((e) => e.newsletter.newsletter_order))}
        onDone={() => setEditing(null)}
      />
    );
  }
  const writes = changesStore(access.role);
  return (
    <div className="products-view">
      {writes ? (
        <div className="dashboard__actions">
          <button type="button" className="button" onClick={() => setEditing("new")}>
            New newsletter
          </button>
        </div>
      ) : null}
      {entries.length === 0 ? <p className="dashboard__empty">No newsletters yet.</p> : null}
      {entries.map((entry) => (
        <NewsletterCard
          key={entry.newsletter.id}
          entry={entry}
          onEdit={writes ? () => setEditing({ id: entry.newsletter.id }) : null}
        />
      ))}
    </div>
  );
}

const subscribersText = (count: number) =>
  count === 1 ? "1 subscriber" : `${count.toLocaleString("en-US")} subscribers`;

function NewsletterCard({
  entry,
  onEdit,
}: {
  entry: StoreNewsletterEntry;
  onEdit: (() => void) | null;
}) {
  const { newsletter } = entry;
  const kind = newsletter.type === "free" ? "Free" : "Paid, with the products that name it";
  const offered = newsletter.enabled ? "offered" : "not offered";
  return (
    <Card title={newsletter.name}>
      <p className="card__text">{`${kind} · ${offered} · ${subscribersText(entry.subscribers)}`}</p>
      {newsletter.description ? <p className="card__text">{newsletter.description}</p> : null}
      {onEdit ? (
        <div className="endpoint__actions">
          <button type="button" className="button button--secondary button--small" onClick={onEdit}>
            Edit<span className="visually-hidden">{` ${newsletter.name}`}</span>
          </button>
        </div>
      ) : null}
    </Card>
  );
}
