import { test as withoutHydrationCheck } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import type { StoredErrorReport } from "./support/error-reports";
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

// The check the fixture relies on: React tells the root's onRecoverableError of a mismatch, and
// the page logs and reports it (docs/decisions/060).
withoutHydrationCheck(
  "markup that differs from the browser's first render is logged and reported as a hydration failure",
  async ({ page, request }) => {
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

    // React's production build names the mismatch by its number: 418, text that differed.
    expect((await failure).text()).toMatch(/react\.dev\/errors\/418\?args\[\]=text/);
    // React recovered by rendering the page again in the browser: the buyer reads it right.
    await expect(page.getByText("Order summary", { exact: true })).toBeVisible();
    await expect(page.getByText("Order sumary")).toHaveCount(0);
    await expect
      .poll(async () => {
        const response = await request.get("/api/dev/errors");
        const { reports } = (await response.json()) as { reports: StoredErrorReport[] };
        return reports.find((report) => report.place === "hydration" && report.url?.endsWith(path));
      })
      .toMatchObject({ source: "page", message: expect.stringContaining("418") });
  },
);
