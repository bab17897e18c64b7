import { demo } from "./support/demo-catalog";
import { expect, test } from "./support/fixtures";
import {
  addCard,
  answerRequiredQuestions,
  payButton,
  testCards,
  thankYou,
} from "./support/payment";

const payload = `<img src=x onerror="window.__injected=1"><script>window.__injected=1</script><b>bold</b>`;

test("markup typed into an answer comes back as plain text after a reload", async ({
  page,
  signIn,
}) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await signIn(`/${demo.membership.supporter}`, "plain-text");

  const additionalInfo = page.getByRole("region", { name: "Additional Info" });
  await additionalInfo.getByLabel("Company").fill(payload);
  await answerRequiredQuestions(page);
  await addCard(page, testCards.visa);
  await payButton(page, "Pay $20").click();
  await expect(thankYou(page)).toBeVisible();

  await page.reload();

  const company = page.getByRole("region", { name: "Additional Info" }).getByLabel("Company");
  await expect(company).toHaveValue(payload);
  // Nothing of it became markup: no image, no bold text, no script run.
  await expect(page.locator("main img[src='x'], main b")).toHaveCount(0);
  expect(await page.evaluate("'__injected' in window")).toBe(false);
  expect(dialogs).toEqual([]);
});
