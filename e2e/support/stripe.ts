import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { test as base, expect } from "./fixtures";

export { expect };

/** Stripe's test cards, as a buyer types them into the card element. */
export const stripeTestCards = {
  visa: "4242 4242 4242 4242",
  needsAuthentication: "4000 0027 6000 3184",
} as const;

/** One request the stand-in for Stripe's API received (`GET /_fake/requests`). */
export interface StripeApiRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** The form sent, without the card's details. */
  form: Record<string, string>;
}

export interface StripeOptions {
  /** Where the local stand-in for Stripe's API listens (the project sets it). */
  fakeStripeApiUrl: string;
}

interface StripeFixtures {
  stripe: {
    /** The PaymentMethods Stripe.js made in this test's page, oldest first. */
    paymentMethodsMade: string[];
    /** Every request the stand-in for Stripe's API has received so far, from any test. */
    requests: () => Promise<StripeApiRequest[]>;
    /** The forms of the PaymentIntents the server created to charge this PaymentMethod. */
    paymentIntentsCharging: (paymentMethod: string) => Promise<StripeApiRequest["form"][]>;
  };
}

const standInScript = fileURLToPath(new URL("./stripe-js-stand-in.js", import.meta.url));

/**
 * The Stripe journeys' `test`: the page loads the stand-in for Stripe.js from js.stripe.com,
 * and what it sends to api.stripe.com reaches the local stand-in for Stripe's API, since the
 * test machines reach neither. The server under test talks to that stand-in directly
 * (STRIPE_API_URL), so page and server share one Stripe.
 */
export const test = base.extend<StripeOptions & StripeFixtures>({
  fakeStripeApiUrl: ["http://127.0.0.1:4312", { option: true }],
  stripe: [
    async ({ page, fakeStripeApiUrl }, use) => {
      const paymentMethodsMade: string[] = [];
      await page.route("https://js.stripe.com/**", (route) =>
        route.fulfill({ path: standInScript, contentType: "text/javascript" }),
      );
      await page.route("https://api.stripe.com/**", async (route) => {
        const { pathname, search } = new URL(route.request().url());
        const response = await route.fetch({ url: `${fakeStripeApiUrl}${pathname}${search}` });
        if (pathname === "/v1/payment_methods" && response.ok()) {
          paymentMethodsMade.push(((await response.json()) as { id: string }).id);
        }
        // Stripe's API answers the page's cross-origin calls.
        await route.fulfill({
          response,
          headers: { ...response.headers(), "access-control-allow-origin": "*" },
        });
      });
      const requests = async () => {
        const response = await fetch(`${fakeStripeApiUrl}/_fake/requests`);
        return (await response.json()) as StripeApiRequest[];
      };
      await use({
        paymentMethodsMade,
        requests,
        paymentIntentsCharging: async (paymentMethod) =>
          (await requests())
            .filter(
              (request) =>
                request.method === "POST" &&
                request.path === "/v1/payment_intents" &&
                request.form.payment_method === paymentMethod,
            )
            .map((request) => request.form),
      });
    },
    { auto: true },
  ],
});

/** Opens Add Card and types a card into Stripe's card element; the caller presses Add Card. */
export async function fillStripeCard(page: Page, number: string) {
  await page
    .getByRole("region", { name: "Payment" })
    .getByRole("button", { name: "Add Card" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Add a card" });
  await dialog.getByLabel("Credit or debit card number").pressSequentially(number);
  await dialog.getByLabel("Credit or debit card expiration date").pressSequentially("1234");
  await dialog.getByLabel("Credit or debit card CVC/CVV").pressSequentially("123");
  await dialog.getByLabel("ZIP").pressSequentially("94107");
}

/** The bank's 3-D Secure window that Stripe.js shows over the page. */
export function threeDSecure(page: Page): Locator {
  return page.getByRole("dialog", { name: "3D Secure authentication" });
}
