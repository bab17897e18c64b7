import { randomUUID } from "node:crypto";
import { type Buyer, billingTestKit } from "@creator-checkout/testing/billing-test-kit";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";
import { findCreatorPage } from "../domain/catalog/find-creator-page";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";

// An option that is no longer sold (docs/decisions/177): archived, never deleted.

type Entry = {
  product: { id: string; options: Array<{ id: string; archived: boolean }> };
  version: string;
};

const NOT_FOR_SALE = "This option is not for sale here.";

describe.each(testDatabases())("an archived option, on $name", (kind) => {
  const clock = testClock(new Date("2027-03-10T10:00:00Z"));
  const demo = onDemoDatabase(kind, async ({ database }) => buildSignInTestApp(database.db, clock));
  const kit = billingTestKit(demo, clock);
  const { buyer, buy, subscriptionOf, runDue, moveTo, succeededChargesOf } = kit;
  const { username } = demoCatalog().publisher;

  const withKey = async () =>
    `Bearer ${(await createPublisherKey(demo.database.db, { username, scope: "write" })).key}`;
  const readProduct = async (authorization: string, productId: string) => {
    const response = await demo.app.inject({
      url: "/api/publisher/products",
      headers: { authorization },
    });
    const entries = (response.json() as { products: Entry[] }).products;
    const entry = entries.find((candidate) => candidate.product.id === productId);
    if (!entry) throw new Error(`product ${productId} is not listed`);
    return entry;
  };
  /** Archives (or sells again) one option of a product, as the dashboard's form saves it. */
  const setArchived = async (productId: string, optionId: string, archived: boolean) => {
    const authorization = await withKey();
    const { product, version } = await readProduct(authorization, productId);
    const options = product.options.map((option) =>
      option.id === optionId ? { ...option, archived } : option,
    );
    return demo.app.inject({
      method: "PUT",
      url: `/api/publisher/products/${productId}`,
      headers: { authorization },
      payload: { version, product: { ...product, options } },
    });
  };
  const purchase = async (b: Buyer, optionId: string) =>
    demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${optionId}`,
      headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
      payload: {},
    });
  const give = async (b: Buyer, optionId: string) =>
    demo.app.inject({
      method: "POST",
      url: "/api/purchase/gift",
      headers: { ...(await b.headers()), "idempotency-key": randomUUID() },
      payload: {
        sender: { first_name: "Ada" },
        recipient: { first_name: "Grace", email: `friend-${randomUUID().slice(0, 8)}@example.com` },
        product_option_id: optionId,
      },
    });
  const switchPreview = async (b: Buyer, optionId: string) =>
    demo.app.inject({ url: `/api/purchase/switch/${optionId}`, headers: await b.headers() });

  it("is refused to new buyers, givers and switchers, and its subscriber renews at what they bought", async () => {
    const subscriber = await buyer();
    await buy(subscriber, demoIds.supporter);
    const sub = await subscriptionOf(subscriber, demoIds.supporter);

    const archived = await setArchived(demoIds.membership, demoIds.supporter, true);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(
      archived.json().product.options.find((o: { id: string }) => o.id === demoIds.supporter),
    ).toMatchObject({ archived: true });

    const newcomer = await buyer();
    const bought = await purchase(newcomer, demoIds.supporter);
    expect(bought.statusCode).toBe(404);
    expect(bought.json().message).toBe(NOT_FOR_SALE);
    const gift = await give(newcomer, demoIds.supporter);
    expect(gift.statusCode).toBe(404);
    expect(gift.json().message).toBe(NOT_FOR_SALE);
    await buy(newcomer, demoIds.monthly);
    const preview = await switchPreview(newcomer, demoIds.supporter);
    expect(preview.statusCode).toBe(404);
    expect(preview.json().message).toBe(NOT_FOR_SALE);
    const priced = await demo.app.inject({ url: `/api/price-preview/${demoIds.supporter}` });
    expect(priced.statusCode).toBe(404);

    // Its subscriber keeps it: the next period is charged at what they bought.
    moveTo(sub.current_period_end as string);
    await runDue();
    expect(await succeededChargesOf(sub.id)).toBe(1);
    expect(await subscriptionOf(subscriber, demoIds.supporter)).toMatchObject({
      status: "ACTIVE",
      current_period_start: sub.current_period_end,
    });
  });

  it("leaves the creator's page while archived, and sells again when brought back", async () => {
    const listed = async () => {
      const page = await findCreatorPage({ db: demo.database.db }, { username });
      return page?.products.flatMap((product) => product.options.map((option) => option.id));
    };
    expect(await listed()).toContain(demoIds.dayPass);
    expect((await setArchived(demoIds.pass, demoIds.dayPass, true)).statusCode).toBe(200);
    expect(await listed()).not.toContain(demoIds.dayPass);
    expect(await listed()).toContain(demoIds.weekendPass);
    const b = await buyer();
    expect((await purchase(b, demoIds.dayPass)).statusCode).toBe(404);

    expect((await setArchived(demoIds.pass, demoIds.dayPass, false)).statusCode).toBe(200);
    expect(await listed()).toContain(demoIds.dayPass);
    const again = await purchase(b, demoIds.dayPass);
    expect(again.statusCode, again.body).toBe(200);
  });

  it("shows on the checkout page's product, marked, so its holders still see what they hold", async () => {
    await setArchived(demoIds.membership, demoIds.yearly, true);
    const response = await demo.app.inject({
      method: "POST",
      url: "/api/query",
      payload: {
        query: `query($id: ID!) { product(product_option_id: $id) { options { id archived } } }`,
        variables: { id: demoIds.yearly },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const options = response.json().data.product.options as Array<{
      id: string;
      archived: boolean;
    }>;
    expect(options.find((option) => option.id === demoIds.yearly)?.archived).toBe(true);
    expect(options.find((option) => option.id === demoIds.monthly)?.archived).toBe(false);
  });
});
