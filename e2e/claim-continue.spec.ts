import { expect, test } from "@playwright/test";
import { createPublisherKey } from "./support/claims";
import { demo } from "./support/demo-catalog";
import { addCard, payButton, testCards, thankYou } from "./support/payment";
import { openCheckout, signInWithEmailCode, uniqueEmail } from "./support/sign-in";

const creatorSite = "https://northwind.example";

test("Continue hands the creator's site a claim, which its server exchanges once for the buyer", async ({
  page,
  request,
  baseURL,
}) => {
  // The test machine has no network: the creator's site answers from here.
  await page.route(`${creatorSite}/**`, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: "<!doctype html><title>Northwind</title><h1>Welcome back</h1>",
    }),
  );
  // The creator made their key beforehand; the command runs while the buyer shops.
  const keyCreated = createPublisherKey();
  const email = uniqueEmail("continue-claim");
  await openCheckout(
    page,
    `/${demo.pass.dayPass}?redirect_url=${encodeURIComponent(`${creatorSite}/welcome`)}`,
  );
  await signInWithEmailCode(page, request, email);
  await addCard(page, testCards.visa);
  await payButton(page, "Pay ¥3,000").click();
  await expect(thankYou(page)).toBeVisible();

  await page.getByRole("button", { name: "Continue" }).click();

  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  const arrived = new URL(page.url());
  expect(`${arrived.origin}${arrived.pathname}`).toBe(`${creatorSite}/welcome`);
  const claim = arrived.searchParams.get("pico_claim");
  expect(claim).toMatch(/^[\w-]{20,}$/);

  // The creator's server, with its publisher key, asks who this is: once.
  const key = await keyCreated;
  const exchange = () =>
    fetch(new URL("/api/publisher/claims/exchange", baseURL), {
      method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
      body: JSON.stringify({ claim }),
    });
  const first = await exchange();
  expect(first.status).toBe(200);
  expect(await first.json()).toMatchObject({
    email,
    verified: true,
    has_live_access: true,
    access: [{ product_option_id: demo.pass.dayPass, status: "ACTIVE" }],
  });
  const second = await exchange();
  expect(second.status).toBe(400);
  expect((await second.json()).message).toMatch(/already used/);
});

test("the creator's name carries a claim for a verified buyer, and none for a visitor", async ({
  page,
  request,
}) => {
  // The addresses the window was sent to, as the server saw them.
  const visited: string[] = [];
  page.on("request", (sent) => {
    if (sent.isNavigationRequest() && sent.url().includes("/@northwind")) visited.push(sent.url());
  });
  await openCheckout(page);
  const creatorLink = page.getByRole("link", { name: demo.publisherName });

  await creatorLink.click();
  await expect(page.getByRole("heading", { level: 1, name: demo.publisherName })).toBeVisible();
  expect(visited.map((url) => new URL(url).search)).toEqual([""]);

  await page.goBack();
  await signInWithEmailCode(page, request, uniqueEmail("header-claim"));
  await creatorLink.click();

  await expect(page.getByRole("heading", { level: 1, name: demo.publisherName })).toBeVisible();
  // The claim went to the creator's page, which spent it and gave the address back without it.
  expect(new URL(visited[1] ?? "").searchParams.get("claim")).toMatch(/^[\w-]{20,}$/);
  expect(new URL(page.url()).search).toBe("");
});
