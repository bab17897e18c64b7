import type {
  customFields,
  customProperties,
  newsletters,
  productOptions,
  products,
  publishers,
} from "../../db/schema";

// Rows as the API shows them: the spec's field names, nothing internal (timestamps, positions).

type Timestamps = "created_at" | "updated_at";

/**
 * A row as Drizzle reads it, or as the catalog queries read it without its timestamps (see
 * `productRelationColumns`): no view shows them.
 */
export type StoredRow<T> = Omit<T, Timestamps> & Partial<Pick<T, Extract<keyof T, Timestamps>>>;

/** The row, or the table's columns, less the timestamps. */
export function withoutTimestamps<T extends object>(row: T): Omit<T, Timestamps> {
  const { created_at: _c, updated_at: _u, ...rest } = row as T & Record<Timestamps, unknown>;
  return rest;
}

export function publisherView(row: StoredRow<typeof publishers.$inferSelect>) {
  // The creator's own address is for the checkout's notices, never for buyers; the tax
  // settings reach buyers only as a sale's figures.
  const { created_at: _c, updated_at: _u, contact_email: _e, tax: _t, ...view } = row;
  return view;
}
export type PublisherView = ReturnType<typeof publisherView>;

export function productView(row: StoredRow<typeof products.$inferSelect>) {
  const { created_at: _c, updated_at: _u, custom_text_filename, ...view } = row;
  return { ...view, custom_text: custom_text_filename ? { filename: custom_text_filename } : null };
}
export type ProductView = ReturnType<typeof productView>;

export function productOptionView(row: StoredRow<typeof productOptions.$inferSelect>) {
  const { created_at: _c, updated_at: _u, position: _p, product_id: _pid, ...view } = row;
  return view;
}
export type ProductOptionView = ReturnType<typeof productOptionView>;

export function newsletterView(row: StoredRow<typeof newsletters.$inferSelect>) {
  const { created_at: _c, updated_at: _u, publisher_id: _p, ...view } = row;
  return view;
}
export type NewsletterView = ReturnType<typeof newsletterView>;

export function customFieldView(
  field: StoredRow<typeof customFields.$inferSelect>,
  property: StoredRow<typeof customProperties.$inferSelect>,
) {
  return {
    id: field.id,
    description: field.description,
    label: field.label,
    translations: field.translations,
    order: field.sort_order,
    required: field.required,
    connected_property: {
      id: property.id,
      label: property.label,
      type: property.type,
      class: property.class,
      elastic_reference_id: property.elastic_reference_id,
      options: property.options,
      translations: property.translations,
    },
  };
}
export type CustomFieldView = ReturnType<typeof customFieldView>;

type Row<Table extends { $inferSelect: unknown }> = Omit<Table["$inferSelect"], Timestamps>;

/** A product's relations as `productRelationColumns` reads them; null when not asked for. */
export interface ProductRelationRows {
  options: Row<typeof productOptions>[] | null;
  publisher: Row<typeof publishers> | null;
  custom_fields: Array<{
    field: Row<typeof customFields>;
    property: Row<typeof customProperties>;
  }> | null;
  newsletters: Row<typeof newsletters>[] | null;
}

/** A product with those of its relations that were read along with it. */
export function productWithRelationsView(
  row: { product: Row<typeof products> } & ProductRelationRows,
) {
  return {
    ...productView(row.product),
    ...(row.options && { options: row.options.map(productOptionView) }),
    ...(row.publisher && { publisher: publisherView(row.publisher) }),
    ...(row.custom_fields && {
      custom_fields: row.custom_fields.map((f) => customFieldView(f.field, f.property)),
    }),
    ...(row.newsletters && { newsletters: row.newsletters.map(newsletterView) }),
  };
}
export type ProductWithRelationsView = ReturnType<typeof productWithRelationsView>;
