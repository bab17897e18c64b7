import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import { addCard, payButton, testCards, thankYou } from "./support/payment";

const additionalInfo = (page: Page) => page.getByRole("region", { name: "Additional Info" });

test("a buyer answers every kind of question, pays, and finds the answers after a reload", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.membership.supporter}`, "questions");
  const form = additionalInfo(page);
  await expect(form.getByRole("heading", { name: "Additional Info" })).toBeVisible();

  // With a card saved, only the unanswered required questions hold the pay button back.
  await addCard(page, testCards.visa);
  const pay = payButton(page, "Pay $20");
  await expect(pay).toBeDisabled();
  await expect(form.getByText("Answer the questions marked * to continue.")).toBeVisible();

  // Nothing is red before the buyer touches it (product.md §5); a choice taken back is "Required".
  await expect(form.getByText("Required", { exact: true })).toHaveCount(0);
  const topics = form.getByRole("group", { name: "Topics you enjoy" });
  await expect(topics).not.toHaveAccessibleDescription("Required");
  const role = form.getByLabel("Your role");
  await expect(role).not.toHaveAccessibleDescription("Required");
  await topics.getByLabel("Travel").check();
  await topics.getByLabel("Travel").uncheck();
  await expect(topics).toHaveAccessibleDescription("Required");
  await topics.getByLabel("Travel").check();
  await topics.getByLabel("Design").check();
  await expect(topics).not.toHaveAccessibleDescription("Required");

  // A standard property keeps its own label ("Company", not the field's "Your company").
  const company = form.getByLabel("Company");
  await expect(company).toHaveAccessibleDescription("Where you work, if anywhere.");
  await company.fill("Northwind Traders");

  // A typed answer is judged once the buyer leaves it, not while they type.
  const website = form.getByLabel("Website");
  await website.fill("northwind");
  await expect(website).not.toHaveAttribute("aria-invalid");
  await website.press("Tab");
  await expect(website).toHaveAccessibleDescription(
    "Enter a full web address starting with http:// or https://.",
  );
  // The form, with its errors showing, has no accessibility violations.
  const axe = await new AxeBuilder({ page }).include("section.card:has(.form-status)").analyze();
  expect(axe.violations).toEqual([]);
  await website.fill("https://northwind.example/me");
  await expect(website).not.toHaveAttribute("aria-invalid");

  await form.getByLabel("Team size").fill("12");
  await role.selectOption("Editor");
  await expect(role).not.toHaveAccessibleDescription("Required");

  // The address: the ZIP code box is numeric in the US; Canada asks for a province instead.
  const address = form.getByRole("group", { name: "Shipping address" });
  await expect(address.getByLabel("ZIP code")).toHaveAttribute("inputmode", "numeric");
  await address.getByLabel("Address line 1").fill("1 Rue Sainte-Catherine");
  await form.getByLabel("Birthday").focus();
  await expect(address).toHaveAccessibleDescription("Fill in every line of the address.");
  await address.getByLabel("Country").selectOption("Canada");
  await address.getByLabel("City").fill("Montréal");
  await address.getByLabel("Province").fill("QC");
  await address.getByLabel("Postal code").fill("H2X 1Y4");
  await expect(address).not.toHaveAccessibleDescription("Fill in every line of the address.");

  await form.getByRole("group", { name: "Send me the printed edition" }).getByLabel("Yes").check();
  await form
    .getByRole("group", { name: "How did you hear about us?" })
    .getByLabel("Search")
    .check();
  await form.getByLabel("Birthday").fill("1990-05-17");

  await expect(form.getByText("All set. Your answers are saved when you pay.")).toBeVisible();
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(thankYou(page)).toBeVisible();

  await page.reload();

  const saved = additionalInfo(page);
  const savedTopics = saved.getByRole("group", { name: "Topics you enjoy" });
  await expect(savedTopics.getByLabel("Travel")).toBeChecked();
  await expect(savedTopics.getByLabel("Food")).not.toBeChecked();
  await expect(savedTopics.getByLabel("Design")).toBeChecked();
  await expect(saved.getByLabel("Company")).toHaveValue("Northwind Traders");
  await expect(saved.getByLabel("Website")).toHaveValue("https://northwind.example/me");
  await expect(saved.getByLabel("Team size")).toHaveValue("12");
  await expect(saved.getByLabel("Your role")).toHaveValue("editor");
  const savedAddress = saved.getByRole("group", { name: "Shipping address" });
  await expect(savedAddress.getByLabel("Country")).toHaveValue("CA");
  await expect(savedAddress.getByLabel("Address line 1")).toHaveValue("1 Rue Sainte-Catherine");
  await expect(savedAddress.getByLabel("Address line 2")).toHaveValue("");
  await expect(savedAddress.getByLabel("City")).toHaveValue("Montréal");
  await expect(savedAddress.getByLabel("Province")).toHaveValue("QC");
  await expect(savedAddress.getByLabel("Postal code")).toHaveValue("H2X 1Y4");
  await expect(
    saved.getByRole("group", { name: "Send me the printed edition" }).getByLabel("Yes"),
  ).toBeChecked();
  await expect(
    saved.getByRole("group", { name: "How did you hear about us?" }).getByLabel("Search"),
  ).toBeChecked();
  await expect(saved.getByLabel("Birthday")).toHaveValue("1990-05-17");
  await expect(saved.getByText("All set. Your answers are saved when you pay.")).toBeVisible();
});

test("pressing Pay before answering shows what is missing and takes the buyer to it", async ({
  page,
  signIn,
}) => {
  await signIn(`/${demo.membership.supporter}`, "questions-pay");
  const form = additionalInfo(page);
  await addCard(page, testCards.visa);
  const topics = form.getByRole("group", { name: "Topics you enjoy" });
  const role = form.getByLabel("Your role");
  await expect(form.getByText("Answer the questions marked * to continue.")).toBeVisible();
  await expect(form.getByText("Required", { exact: true })).toHaveCount(0);

  // Pay is still disabled to assistive technology, but pressing it says why, where it matters.
  const pay = payButton(page, "Pay $20");
  await expect(pay).toBeDisabled();
  await pay.focus();
  await page.keyboard.press("Enter");

  await expect(topics).toHaveAccessibleDescription("Required");
  await expect(role).toHaveAccessibleDescription("Required");
  await expect(topics.getByLabel("Travel")).toBeFocused();
  await expect(thankYou(page)).toHaveCount(0);

  await topics.getByLabel("Travel").check();
  await role.selectOption("Reader");
  await expect(form.getByText("Required", { exact: true })).toHaveCount(0);
  await expect(pay).toBeEnabled();
  await pay.click();
  await expect(thankYou(page)).toBeVisible();
});
