import { demoIds } from "@creator-checkout/testing/demo-catalog";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import {
  botProof,
  expectSignedInAs,
  messageIds,
  openCheckout,
  readCode,
  SIGN_IN_TIMEOUT,
  signInWithEmailCode,
  typeCode,
  uniqueEmail,
} from "./support/sign-in";

// Documentation addresses (RFC 5737): four networks the strangers ask from, each named by the
// proxy the test server trusts, as a real proxy names its clients.
const strangerNetworks = ["203.0.113.1", "203.0.113.2", "203.0.113.3", "203.0.113.4"];

/**
 * Strangers ask for codes to `email` through the API, each request with its own proof of work,
 * five from each of four networks (each network's limit for one address): twenty requests,
 * which use up what the address may be sent in a day. Answers the statuses.
 */
async function strangersAskForCodes(request: APIRequestContext, email: string) {
  const statuses: number[] = [];
  for (const network of strangerNetworks) {
    for (let ask = 0; ask < 5; ask += 1) {
      const response = await request.post("/api/auth/user/code/init", {
        headers: {
          publisherid: demoIds.publisher,
          "x-bot-proof": await botProof(request),
          "x-forwarded-for": network,
        },
        data: { email },
      });
      statuses.push(response.status());
    }
  }
  return statuses;
}

// docs/decisions/063: the browser a buyer proved their address in keeps getting codes when
// strangers used up the address's codes for the day; anyone else is told how long to wait.
test("a buyer who signed in here before gets a code after strangers used up the day's", async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail("known-browser");
  await openCheckout(page);
  await signInWithEmailCode(page, request, email);
  await page.getByRole("button", { name: "Change", exact: true }).click();
  await expect(page.getByLabel("Email address")).toHaveValue("");

  // The buyer's own code counted too: the twentieth request finds the day used up.
  const statuses = await strangersAskForCodes(request, email);
  expect(statuses.slice(0, 19)).toEqual(Array(19).fill(202));
  expect(statuses[19]).toBe(429);

  // In a browser that never signed in as this buyer, the page says how long to wait.
  const strangersBrowser = await browser.newContext();
  const stranger = await strangersBrowser.newPage();
  await openCheckout(stranger);
  await stranger.getByLabel("Email address").fill(email);
  await stranger.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(stranger.getByRole("alert")).toHaveText(
    /^Too many codes were requested\. You can ask for another code in 24 hours( and (15|30) minutes)?\.$/,
    { timeout: SIGN_IN_TIMEOUT },
  );
  await strangersBrowser.close();

  // In the buyer's own browser, the code arrives and signs them in.
  const seen = await messageIds(request, email);
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText(`Enter the verification code sent to ${email}.`)).toBeVisible({
    timeout: SIGN_IN_TIMEOUT,
  });
  await typeCode(page, await readCode(request, email, seen));
  await expectSignedInAs(page, email);
});
