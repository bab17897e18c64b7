import type { ListedCustomer, ListedOrder, ListedSubscription } from "@creator-checkout/core/api";
import type { CsvColumn } from "./stream-list-csv";

// The columns of each export. Amounts stay in minor units, as the API gives them, so a
// spreadsheet's sums are exact; times are ISO 8601 in UTC.

export const orderCsvColumns: CsvColumn<ListedOrder>[] = [
  ["id", (order) => order.id],
  ["created_at", (order) => order.created_at],
  ["kind", (order) => order.kind],
  ["status", (order) => order.status],
  ["amount", (order) => order.amount],
  ["currency", (order) => order.currency],
  ["paid_at", (order) => order.paid_at],
  ["email", (order) => order.customer.email],
  ["phone", (order) => order.customer.phone],
  ["product", (order) => order.product.title],
  ["option", (order) => order.option.title],
  ["subscription_id", (order) => order.subscription_id],
  ["discount_amount", (order) => order.discount_amount],
  ["promotion_code", (order) => order.promotion_code],
  ["charge_amount", (order) => order.charges[0]?.amount],
  ["charge_currency", (order) => order.charges[0]?.currency],
  ["charge_status", (order) => order.charges[0]?.status],
  ["charged_at", (order) => order.charges[0]?.created_at],
  ["refunded_amount", (order) => order.refunded_amount],
  // The tax, empty where the creator collected none (docs/decisions/124).
  ["net_amount", (order) => order.tax?.net_amount],
  ["tax_amount", (order) => order.tax?.tax_amount],
  ["tax_rate", (order) => order.tax?.rate],
  ["tax_country", (order) => order.tax?.country],
  ["tax_treatment", (order) => order.tax?.treatment],
  ["stated_country", (order) => order.tax?.stated_country],
  ["card_country", (order) => order.tax?.card_country],
  ["countries_agreed", (order) => order.tax?.countries_agreed],
  ["vat_number", (order) => order.tax?.vat_number],
  ["vat_number_verified", (order) => order.tax?.vat_number_verified],
  ["vies_checked_at", (order) => order.tax?.vies_checked_at],
  ["vies_request_id", (order) => order.tax?.vies_request_id],
];

export const subscriptionCsvColumns: CsvColumn<ListedSubscription>[] = [
  ["id", (subscription) => subscription.id],
  ["created_at", (subscription) => subscription.created_at],
  ["status", (subscription) => subscription.status],
  ["email", (subscription) => subscription.customer.email],
  ["phone", (subscription) => subscription.customer.phone],
  ["product", (subscription) => subscription.product.title],
  ["option", (subscription) => subscription.option.title],
  ["recurring", (subscription) => subscription.recurring],
  ["current_period_end", (subscription) => subscription.current_period_end],
  ["cancel_at_period_end", (subscription) => subscription.cancel_at_period_end],
  ["paused_until", (subscription) => subscription.paused_until],
  ["renewal_amount", (subscription) => subscription.renewal_amount],
  ["currency", (subscription) => subscription.currency],
  ["ended_at", (subscription) => subscription.ended_at],
];

/** A customer's columns: one per custom property the publisher asks, headed by its label. */
export function customerCsvColumns(labels: Map<string, string>): CsvColumn<ListedCustomer>[] {
  const answers: CsvColumn<ListedCustomer>[] = [...labels].map(([id, label]) => [
    label,
    (customer) => customer.custom_properties.find((answer) => answer.id === id)?.value,
  ]);
  return [
    ["id", (customer) => customer.id],
    ["created_at", (customer) => customer.created_at],
    ["email", (customer) => customer.email],
    ["phone", (customer) => customer.phone],
    ...answers,
    ["newsletters", (customer) => customer.newsletters.map((n) => n.name).join("; ")],
  ];
}
