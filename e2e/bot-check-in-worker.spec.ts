import { expect, type Route, test } from "@playwright/test";
import { expectSignedInAs, openCheckout, readCode, typeCode, uniqueEmail } from "./support/sign-in";

test("a buyer who presses Continue at once still gets a code: the sign-in waits for the proof of work, solved in a worker", async ({
  page,
  request,
}) => {
  const workers: string[] = [];
  page.on("worker", (worker) => workers.push(worker.url()));
  // The server's challenges are held back until the buyer has pressed Continue, so the page
  // cannot have solved a proof ahead, whatever the machine's speed.
  const held: Route[] = [];
  let pressed = false;
  await page.route("**/api/bot-check/challenge", async (route) => {
    if (pressed) await route.continue();
    else held.push(route);
  });

  const email = uniqueEmail("quick-buyer");
  await openCheckout(page);
  await page.getByLabel("Email address").fill(email);
  const proceed = page.getByRole("button", { name: "Continue", exact: true });
  await proceed.click();
  pressed = true;

  // The button is busy, as during any sign-in call, while the proof is not there yet.
  await expect(proceed).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByText(`Enter the verification code sent to ${email}.`)).toHaveCount(0);
  await expect.poll(() => held.length).toBeGreaterThan(0);
  for (const route of held.splice(0)) await route.continue();

  await expect(page.getByText(`Enter the verification code sent to ${email}.`)).toBeVisible({
    timeout: 20_000,
  });
  await typeCode(page, await readCode(request, email));
  await expectSignedInAs(page, email);

  // ALTCHA's SHA worker, served by the checkout itself, did the work.
  expect(workers.some((url) => /\/assets\/sha-[\w-]+\.js$/.test(url))).toBe(true);
});
