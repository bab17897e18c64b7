import { useState } from "react";
import { Card } from "@/components/card";
import type { Access } from "../api/back-office";
import { type StoreProductEntry, useStoreProducts } from "../api/store-products";
import { kindLabel, optionTermsText } from "../utils/product-labels";
import { changesStore } from "../utils/team-access";
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
          onEdit={writes ? () => setEditing({ id: entry.product.id }) : null}
        />
      ))}
    </div>
  );
}

function ProductCard({ entry, onEdit }: { entry: StoreProductEntry; onEdit: (() => void) | null }) {
  const { product } = entry;
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
          </li>
        ))}
      </ul>
      {onEdit ? (
        <div className="endpoint__actions">
          <button type="button" className="button button--secondary button--small" onClick={onEdit}>
            Edit<span className="visually-hidden">{` ${product.title}`}</span>
          </button>
        </div>
      ) : null}
    </Card>
  );
}
