import { checkoutProductSchema } from "@creator-checkout/core/catalog";
import { checkoutProductQuery } from "@creator-checkout/core/checkout-product-query";
import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";

// The page reads the checkout's product by its type in core; this holds the server's answers to
// that type, for every kind of product the demo catalog sells, in the creator's language and
// in another.
const optionsOfEveryKind = [demoIds.monthly, demoIds.dayPass, demoIds.customAmount, demoIds.coffee];

describe.each(testDatabases())("the checkout's product on $name", (kind) => {
  const demo = onDemoDatabase(kind, async ({ database }) => buildTestApp(database.db));

  it.each(
    optionsOfEveryKind.flatMap((option) => [
      [option, "en"],
      [option, "de"],
    ]),
  )("answers option %s in %s as core's CheckoutProduct", async (productOptionId, locale) => {
    const response = await demo.app.inject({
      method: "POST",
      url: "/api/query",
      headers: { "accept-language": locale },
      payload: { query: checkoutProductQuery, variables: { productOptionId } },
    });
    expect(response.statusCode).toBe(200);
    const { product } = response.json().data;
    const checked = checkoutProductSchema.strict().safeParse(product);
    expect(checked.error?.issues ?? []).toEqual([]);
    expect(product.options.map((option: { id: string }) => option.id)).toContain(productOptionId);
  });
});
