import { test as withoutHydrationCheck } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import {
  addCard,
  answerRequiredQuestions,
  payButton,
  savedCard,
  testCards,
  thankYou,
} from "./support/payment";
import { summaryLine } from "./support/summary-line";

// docs/decisions/045: the checkout's first view arrives rendered, so a buyer sees what they
// are buying before any script has run.
test.describe("with JavaScript turned off", () => {
  test.use({ javaScriptEnabled: false });

  test("the checkout shows its summary, options, totals and contact card", async ({ page }) => {
    await page.goto(`/${demo.membership.monthly}`);

    await expect(page).toHaveTitle("Checkout | Northwind Notes");
    await expect(
      page.getByRole("heading", { level: 1, name: demo.membership.title }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Order summary" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Monthly/ })).toBeChecked();
    await expect(page.getByRole("radio", { name: /Supporter/ })).toBeVisible();
    await expect(summaryLine(page, "Due today")).toHaveText("$0");
    const contact = page.getByRole("region", { name: "Contact Info" });
    await expect(contact).toBeVisible();
    // The sign-in form is there to read, and waits for the page's script to be used.
    await expect(contact.getByLabel("Email address")).toBeVisible();
    await expect(contact.getByLabel("Email address")).toBeDisabled();
    await expect(page.getByText("Powered by Creator Checkout")).toBeVisible();
  });

  test("an unknown option shows its not-found page", async ({ page }) => {
    const response = await page.goto("/00000000-0000-4000-8000-000000000000");

    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { name: "This checkout page doesn't exist" }),
    ).toBeVisible();
  });
});

test("the rendered page hydrates without a mismatch, then signs in and pays as before", async ({
  page,
  signIn,
}) => {
  // The fixture fails the journey on any hydration failure the page logs.
  await signIn(`/${demo.membership.monthly}`, "rendered");

  await answerRequiredQuestions(page);
  await addCard(page, testCards.visa);
  await expect(savedCard(page, "4242")).toBeChecked();
  const startTrial = payButton(page, "Start 14 days free trial");
  await expect(startTrial).toBeEnabled();
  await startTrial.click();

  await expect(thankYou(page)).toBeVisible();
});

// The check the fixture relies on: Preact mends a mismatch silently, and only the page's own
// watch over hydration tells (docs/decisions/052).
withoutHydrationCheck(
  "markup that differs from the browser's first render is logged as a hydration failure",
  async ({ page }) => {
    const path = `/${demo.membership.monthly}`;
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(">Order summary<", ">Order sumary<");
      await route.fulfill({ response, body });
    });
    const failure = page.waitForEvent(
      "console",
      (message) => message.type() === "error" && /did not hydrate/.test(message.text()),
    );

    await page.goto(path);

    expect((await failure).text()).toContain('text "Order sumary" became "Order summary"');
  },
);
