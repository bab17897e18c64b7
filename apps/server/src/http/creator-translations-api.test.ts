import { catalogFileSchema } from "@creator-checkout/core/catalog";
import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";

// docs/decisions/109: the creator's own words in the page's language, where the catalog gives them.

const query = `
  query Checkout($optionId: ID) {
    product(product_option_id: $optionId) {
      title product_label
      options { id title }
      custom_fields { label description connected_property { options { label value } } }
      newsletters { name description }
    }
  }`;

function translatedCatalog() {
  const catalog = demoCatalog();
  const membership = catalog.products.find((product) => product.id === demoIds.membership);
  if (!membership) throw new Error("The demo catalog lost its membership.");
  membership.translations = { de: { title: "Northwind-Mitgliedschaft" } };
  for (const option of membership.options) {
    if (option.id === demoIds.monthly) option.translations = { de: { title: "Monatlich" } };
  }
  const topics = catalog.custom_fields.find((field) => field.label === "Topics you enjoy");
  if (topics) topics.translations = { de: { label: "Themen, die Sie mögen" } };
  const property = catalog.properties.find((found) => found.label === "Topics");
  if (property) property.translations = { de: { options: { travel: "Reisen" } } };
  for (const newsletter of catalog.newsletters) {
    newsletter.translations = { de: { name: `${newsletter.name} (de)` } };
  }
  return catalog;
}

describe.each(testDatabases())("the creator's words in other languages on $name", (kind) => {
  const demo = onDemoDatabase(kind, async ({ database }) => buildTestApp(database.db), {
    catalog: translatedCatalog(),
  });

  const ask = (language?: string) =>
    demo.app.inject({
      method: "POST",
      url: "/api/query",
      payload: { query, variables: { optionId: demoIds.monthly } },
      headers: language ? { "accept-language": language } : {},
    });

  it("reads each translated field in the page's language and the rest as written", async () => {
    const response = await ask("de");
    expect(response.statusCode).toBe(200);
    const { product } = response.json().data;
    expect(product.title).toBe("Northwind-Mitgliedschaft");
    expect(product.options.find((o: { id: string }) => o.id === demoIds.monthly).title).toBe(
      "Monatlich",
    );
    expect(product.options.find((o: { id: string }) => o.id === demoIds.yearly).title).toBe(
      "Yearly",
    );
    const topics = product.custom_fields.find((f: { label: string }) =>
      f.label.startsWith("Themen"),
    );
    expect(topics.connected_property.options.map((o: { label: string }) => o.label)).toEqual([
      "Reisen",
      "Food",
      "Design",
    ]);
    expect(product.newsletters.every((n: { name: string }) => n.name.endsWith("(de)"))).toBe(true);
  });

  it("answers each language from its own cached answer, the same query text in turns", async () => {
    for (const [language, title] of [
      ["de", "Northwind-Mitgliedschaft"],
      [undefined, "Northwind Membership"],
      ["fr", "Northwind Membership"],
      ["de", "Northwind-Mitgliedschaft"],
      ["de-DE, de;q=0.9", "Northwind Membership"],
    ] as const) {
      expect((await ask(language)).json().data.product.title, String(language)).toBe(title);
    }
  });
});

describe("a catalog file's translations", () => {
  const withTranslations = (translations: unknown) => {
    const file = JSON.parse(JSON.stringify(demoCatalog()));
    file.products[0].translations = translations;
    return catalogFileSchema.safeParse(file);
  };

  it.each<[unknown, string]>([
    [{ xx: { title: "?" } }, "a language the checkout does not know"],
    [{ de: { price: 100 } }, "a field that is not words"],
    [{ de: { title: "" } }, "an empty title"],
    [{ de: { title: "x".repeat(201) } }, "a title longer than the original may be"],
  ])("refuses %j: %s", (translations) => {
    expect(withTranslations(translations).success).toBe(false);
  });

  it("takes a language with only some fields", () => {
    expect(withTranslations({ "pt-BR": { title: "Assinatura" } }).success).toBe(true);
  });
});
