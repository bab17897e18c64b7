import type {
  customFields,
  customProperties,
  newsletters,
  productOptions,
  products,
  publishers,
} from "../../db/schema";

// Rows as the API shows them: the spec's field names, nothing internal (timestamps, positions).

export function publisherView(row: typeof publishers.$inferSelect) {
  const { created_at: _c, updated_at: _u, ...view } = row;
  return view;
}
export type PublisherView = ReturnType<typeof publisherView>;

export function productView(row: typeof products.$inferSelect) {
  const { created_at: _c, updated_at: _u, custom_text_filename, ...view } = row;
  return { ...view, custom_text: custom_text_filename ? { filename: custom_text_filename } : null };
}
export type ProductView = ReturnType<typeof productView>;

export function productOptionView(row: typeof productOptions.$inferSelect) {
  const { created_at: _c, updated_at: _u, position: _p, product_id: _pid, ...view } = row;
  return view;
}
export type ProductOptionView = ReturnType<typeof productOptionView>;

export function newsletterView(row: typeof newsletters.$inferSelect) {
  const { created_at: _c, updated_at: _u, publisher_id: _p, ...view } = row;
  return view;
}
export type NewsletterView = ReturnType<typeof newsletterView>;

export function customFieldView(
  field: typeof customFields.$inferSelect,
  property: typeof customProperties.$inferSelect,
) {
  return {
    id: field.id,
    description: field.description,
    label: field.label,
    order: field.sort_order,
    required: field.required,
    connected_property: {
      id: property.id,
      label: property.label,
      type: property.type,
      class: property.class,
      elastic_reference_id: property.elastic_reference_id,
      options: property.options,
    },
  };
}
export type CustomFieldView = ReturnType<typeof customFieldView>;
