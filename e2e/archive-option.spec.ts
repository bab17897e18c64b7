import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expectAccessible } from "./support/accessibility-checks";
import { openSection, storeWithKey } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { expectTargetsAndTextFit } from "./support/layout-checks";
import { addCard, payButton, subscriptionCard, testCards, thankYou } from "./support/payment";

// A creator stops selling an option that was bought: archived, never deleted
// (docs/decisions/177). Its subscriber keeps it; anyone else is told it is no longer sold.

/** A product of a store of its own, made through the API: a monthly and a yearly plan. */
async function aClubOnSale(request: APIRequestContext, key: string) {
  const product = { id: randomUUID(), monthly: randomUUID(), yearly: randomUUID() };
  const plan = (id: string, title: string, price: number, interval: string) => ({
    id,
    title,
    price,
    currency: "USD",
    recurring: true,
    interval,
  });
  const made = await request.put(`/api/publisher/products/${product.id}`, {
    headers: { authorization: `Bearer ${key}` },
    data: {
      version: null,
      product: {
        id: product.id,
        type: "subscription",
        title: "Glaze Club",
        options: [
          plan(product.monthly, "Monthly", 1000, "month"),
          plan(product.yearly, "Yearly", 10000, "year"),
        ],
      },
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  return product;
}

test("a creator archives a sold option: its subscriber keeps it, a new buyer is told it is no longer sold", async ({
  page,
  signIn,
  browser,
  baseURL,
  request,
}) => {
  const { username, key } = await storeWithKey("archive");
  const club = await aClubOnSale(request, key);
  await signIn(`/${club.monthly}`, "archive-subscriber");
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $10").click();
  await expect(thankYou(page)).toBeVisible();

  const creatorContext = await browser.newContext({ baseURL: String(baseURL) });
  const creator = await creatorContext.newPage();
  await openSection(creator, username, key, "Products");
  await creator.getByRole("button", { name: "Edit Glaze Club" }).click();
  const form = creator.getByRole("region", { name: "Edit Glaze Club" });
  const monthly = form.getByRole("group", { name: "Option 1", exact: true });
  await expect(monthly.getByRole("button", { name: "Remove Monthly" })).toHaveCount(0);
  await monthly.getByRole("button", { name: "Archive Monthly" }).click();
  await expect(monthly.getByText(/^Archived: no longer sold and off your page/)).toBeVisible();
  await expect(monthly.getByRole("button", { name: "Sell it again Monthly" })).toBeVisible();
  await expectAccessible(creator, "an archived option in the product form");
  await form.getByRole("button", { name: "Save the product" }).click();
  const card = creator.getByRole("region", { name: "Glaze Club" });
  await expect(card.getByRole("listitem").first()).toHaveText(
    "Monthly: $10 every month · archived, no longer sold",
  );
  await expectTargetsAndTextFit(creator, "the products with an archived option");

  // The subscriber still sees and manages what they hold on its page.
  await page.reload();
  await expect(subscriptionCard(page).getByText(/^Active\. Next payment: \$10 on /)).toBeVisible();
  await expect(page.getByText("This option is no longer sold")).toHaveCount(0);

  // Anyone else opening the same link is told, and led to what is sold now.
  const visitorContext = await browser.newContext({ baseURL: String(baseURL) });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/${club.monthly}`);
  await expect(
    visitor.getByRole("heading", { level: 1, name: "This option is no longer sold" }),
  ).toBeVisible();
  await expect(visitor.getByRole("button", { name: /^Pay/ })).toHaveCount(0);
  await expectAccessible(visitor, "an archived option's page");
  await visitor.getByRole("link", { name: "See what this creator offers now" }).click();
  await expect(visitor).toHaveURL(new RegExp(`/@${username}$`));
  const onPage = visitor.getByRole("region", { name: "Glaze Club" });
  await expect(onPage.getByRole("link", { name: /Yearly/ })).toBeVisible();
  await expect(onPage.getByRole("link", { name: /Monthly/ })).toHaveCount(0);
  await creatorContext.close();
  await visitorContext.close();
});
