import { createDemoKey, demoUsername } from "./support/dashboard";
import { expect, test } from "./support/fixtures";
import { widths } from "./support/keyboard";

// Each journey signs a buyer in, which on a busy machine alone may take half a minute.
test.describe.configure({ timeout: 150_000 });

const refused = "This publisher key is not valid or has been revoked.";

// The dashboard's key form by keyboard: a refused key stays in its field, marked and described
// by the refusal, with focus there; a right key takes focus to the dashboard's heading, since
// the form it was typed in has gone (WCAG 2.4.3, 3.3.1, 3.3.7).
for (const { name, viewport } of widths) {
  test.describe(name, () => {
    test.use({ viewport });

    test("a wrong key is kept, marked and described; the right one moves focus to the heading", async ({
      page,
    }) => {
      await page.goto(`/dashboard/${demoUsername}`);
      const field = page.getByLabel("Publisher key");
      await field.focus();
      const wrongKey = "ccpk_this-is-not-a-key-anyone-was-ever-given-00";
      await page.keyboard.type(wrongKey);
      await page.keyboard.press("Enter");

      await expect(page.getByRole("alert")).toHaveText(refused);
      await expect(field).toBeFocused();
      await expect(field).toHaveValue(wrongKey);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(new RegExp(`^${refused}`));

      // The key is selected: typing the right one replaces it.
      const { key } = await createDemoKey();
      await page.keyboard.type(key);
      await expect(field).toHaveValue(key);
      await page.keyboard.press("Enter");
      const heading = page.getByRole("heading", { level: 1, name: "Checkout dashboard" });
      await expect(heading).toBeFocused();
      await expect(page.getByRole("status").filter({ hasText: /days in UTC/ })).toBeVisible();
      await expect(heading).toBeFocused();
    });
  });
}
