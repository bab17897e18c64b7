import { randomUUID } from "node:crypto";
import { type CatalogFile, catalogFileSchema } from "@creator-checkout/core/catalog";

/** A Dutch creator's settings under the One-Stop Shop, in the mode a test asks for. */
export function dutchTaxSettings(priceMode: "inclusive" | "exclusive" | "location" = "inclusive") {
  return {
    registrations: [{ country: "EU", tax_id: "NL000099998B57" }],
    legal_name: "Tax Test Studio B.V.",
    legal_address: { line1: "Keizersgracht 1", city: "Amsterdam", country: "NL" },
    price_mode: priceMode,
  };
}

/** A German creator's settings under the One-Stop Shop: a Dutch business buys from elsewhere. */
export function germanTaxSettings(priceMode: "inclusive" | "exclusive" | "location" = "inclusive") {
  return {
    registrations: [{ country: "EU", tax_id: "DE136695976" }],
    legal_name: "Steuer Test Studio GmbH",
    legal_address: { line1: "Friedrichstraße 1", city: "Berlin", country: "DE" },
    price_mode: priceMode,
  };
}

/**
 * A creator of its own for the tax tests, with options in euros, yen and Bahraini dinars (three
 * decimals), a pass (held once), donations (bought again and again), a monthly plan and a pass
 * whose buyer chooses the amount.
 */
export function taxCatalog(tax: ReturnType<typeof dutchTaxSettings> | null = null) {
  const ids = {
    publisher: randomUUID(),
    pass: randomUUID(),
    monthly: randomUUID(),
    euroTip: randomUUID(),
    yenTip: randomUUID(),
    dinarTip: randomUUID(),
    ownAmount: randomUUID(),
  };
  const catalog: CatalogFile = catalogFileSchema.parse({
    publisher: {
      id: ids.publisher,
      username: `tax-${ids.publisher.slice(0, 8)}`,
      name: "Tax Test Studio",
      tax,
    },
    products: [
      {
        id: randomUUID(),
        type: "pass",
        title: "Season pass",
        options: [{ id: ids.pass, title: "Season", price: 1000, currency: "EUR" }],
      },
      {
        id: randomUUID(),
        type: "subscription",
        title: "Membership",
        options: [
          {
            id: ids.monthly,
            title: "Monthly",
            price: 1000,
            currency: "EUR",
            recurring: true,
            interval: "month",
          },
        ],
      },
      {
        id: randomUUID(),
        type: "donation",
        title: "Tip jar",
        options: [
          { id: ids.euroTip, title: "Euros", price: 1000, currency: "EUR" },
          { id: ids.yenTip, title: "Yen", price: 150, currency: "JPY" },
          { id: ids.dinarTip, title: "Dinars", price: 1234, currency: "BHD" },
          {
            id: ids.ownAmount,
            title: "Your own",
            price: null,
            currency: "EUR",
            user_created: true,
          },
        ],
      },
    ],
  });
  return { catalog, ids };
}
