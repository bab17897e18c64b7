import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { addCard, payButton, testCards, thankYou } from "./support/payment";
import { summaryLine } from "./support/summary-line";

test("a buyer gives CHF 12.50 to the tip jar, and the server charges exactly that", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.tipJar.ownAmount}`, "donor");
  await addCard(page, testCards.visa);

  const amount = page.getByLabel("Amount", { exact: true });
  await amount.fill("12.50");
  await amount.press("Enter");
  await expect(summaryLine(page, "Due today")).toHaveText("CHF 12.50");

  const purchase = page.waitForRequest((sent) => sent.url().includes("/api/purchase/product/"));
  const answer = page.waitForResponse((got) => got.url().includes("/api/purchase/product/"));
  await payButton(page, "Pay CHF 12.50").click();

  // Principle P7: the amount travels as integer minor units, and the charge is that amount.
  expect((await purchase).postDataJSON()).toMatchObject({ custom_price: 1250, currency: "CHF" });
  expect(await (await answer).json()).toMatchObject({ status: "paid", amount: 1250 });
  await expect(thankYou(page)).toBeVisible();
  await expect(page.getByText("Your payment was successfully processed.")).toBeVisible();
});

test("a buyer who types CHF 12.33 is shown CHF 12.35 before paying, and is charged CHF 12.35", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.tipJar.ownAmount}`, "swiss-step");
  await addCard(page, testCards.visa);

  // Swiss francs move in steps of 0.05 (product.md §9): the field says so, and takes the amount
  // to the nearest step as the buyer leaves it, so every figure on the page is the one charged.
  const amount = page.getByLabel("Amount", { exact: true });
  await expect(amount).toHaveAccessibleDescription(/in steps of CHF 0\.05/);
  await amount.fill("12.33");
  await amount.press("Tab");
  await expect(amount).toHaveValue("12.35");
  await expect(page).toHaveURL(`/${demo.tipJar.ownAmount}?custom_price=1235`);
  await expect(summaryLine(page, "Due today")).toHaveText("CHF 12.35");

  const purchase = page.waitForRequest((sent) => sent.url().includes("/api/purchase/product/"));
  const answer = page.waitForResponse((got) => got.url().includes("/api/purchase/product/"));
  await payButton(page, "Pay CHF 12.35").click();

  expect((await purchase).postDataJSON()).toMatchObject({ custom_price: 1235, currency: "CHF" });
  expect(await (await answer).json()).toMatchObject({ status: "paid", amount: 1235 });
  await expect(thankYou(page)).toBeVisible();
  await expect(summaryLine(page, "Paid today")).toHaveText("CHF 12.35");
  await expect(amount).toBeDisabled();
});
