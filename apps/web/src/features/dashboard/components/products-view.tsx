import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Card } from "@/components/card";
import type { Access } from "../api/back-office";
import { productsKey, type StoreProductEntry, useStoreProducts } from "../api/store-products";
import { kindLabel, optionTermsText } from "../utils/product-labels";
import { changesStore } from "../utils/team-access";
import { type MovedPrice, PriceMoveDialog } from "./price-move-dialog";
import { ProductForm } from "./product-form";

type Editing = { id: string } | "new" | null;

/**
 * The store's products (docs/decisions/174): each with its options, their terms and a link to
 * each one's checkout page, and a form to make one and to change each for who may change the store.
 */
export function ProductsView({ access }: { access: Access }) {
  const products = useStoreProducts(access);
  const [editing, setEditing] = useState<Editing>(null);
  if (products.isPending) {
    return (
      <p className="dashboard__status" role="status">
        Reading the products…
      </p>
    );
  }
  if (products.isError) {
    return (
      <p className="form-alert" role="alert">
        {products.error.message}
      </p>
    );
  }
  const entries = products.data.products;
  const open = editing === "new" ? null : entries.find((e) => e.product.id === editing?.id);
  if (editing === "new" || open) {
    return (
      <ProductForm
        key={open?.version ?? "new"}
        access={access}
        entry={open ?? null}
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
            New product
          </button>
        </div>
      ) : null}
      {entries.length === 0 ? <p className="dashboard__empty">No products yet.</p> : null}
      {entries.map((entry) => (
        <ProductCard
          key={entry.product.id}
          entry={entry}
          access={writes ? access : null}
          onEdit={writes ? () => setEditing({ id: entry.product.id }) : null}
        />
      ))}
    </div>
  );
}

type Option = StoreProductEntry["product"]["options"][number];

/** One product, its options' terms, and for a writer how to move subscribers to a new price. */
function ProductCard({
  entry,
  access,
  onEdit,
}: {
  entry: StoreProductEntry;
  access: Access | null;
  onEdit: (() => void) | null;
}) {
  const { product } = entry;
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState<Option | null>(null);
  const [moved, setMoved] = useState<(MovedPrice & { title: string }) | null>(null);
  return (
    <Card title={product.title}>
      <p className="card__text">{kindLabel(product.type)}</p>
      <ul className="product-card__options">
        {product.options.map((option) => (
          <li key={option.id}>
            <a className="product-card__option-title" href={`/${option.id}`}>
              {option.title}
            </a>
            {`: ${optionTermsText(option)}`}
            {option.archived ? " · archived, no longer sold" : null}
            <OlderPrice
              count={entry.older_price_subscribers[option.id] ?? 0}
              onMove={access ? () => setMoving(option) : null}
            />
          </li>
        ))}
      </ul>
      {moved ? <p role="status">{movedText(moved)}</p> : null}
      {onEdit ? (
        <div className="endpoint__actions">
          <button type="button" className="button button--secondary button--small" onClick={onEdit}>
            Edit<span className="visually-hidden">{` ${product.title}`}</span>
          </button>
        </div>
      ) : null}
      {access && moving ? (
        <PriceMoveDialog
          access={access}
          option={{ id: moving.id, title: moving.title, terms: optionTermsText(moving) }}
          count={entry.older_price_subscribers[moving.id] ?? 0}
          onMoved={(result) => {
            setMoved({ ...result, title: moving.title });
            setMoving(null);
            void queryClient.invalidateQueries({ queryKey: productsKey(access) });
          }}
          onClose={() => setMoving(null)}
        />
      ) : null}
    </Card>
  );
}

/** How many subscribers of an option renew at an older price, and the way to move them. */
function OlderPrice({ count, onMove }: { count: number; onMove: (() => void) | null }) {
  if (count === 0) return null;
  return (
    <span className="product-card__older-price">
      {count === 1
        ? " · 1 subscriber pays an older price"
        : ` · ${count} subscribers pay an older price`}
      {onMove ? (
        <button type="button" className="button button--secondary button--small" onClick={onMove}>
          Move them to this price
        </button>
      ) : null}
    </span>
  );
}

function movedText({ reply, noticeDays, title }: MovedPrice & { title: string }): string {
  const told =
    reply.scheduled === 1 ? "1 subscriber was told" : `${reply.scheduled} subscribers were told`;
  const kept =
    reply.without_price > 0
      ? ` ${reply.without_price} pay in a currency “${title}” no longer sells in and keep their price.`
      : "";
  return `${told} of the new price of “${title}”: each pays it from their first renewal at least ${noticeDays} days from today.${kept}`;
}
