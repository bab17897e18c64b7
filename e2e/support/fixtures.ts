import { test as base } from "@playwright/test";
import { openCheckout, signInWithEmailCode, uniqueEmail } from "./sign-in";

export { expect } from "@playwright/test";

interface JourneyFixtures {
  /**
   * Opens the checkout at `path` and signs a new buyer in with a code read from the dev outbox,
   * as most journeys begin. Returns the buyer's address.
   */
  signIn: (path: string, label: string) => Promise<string>;
}

export const test = base.extend<JourneyFixtures>({
  signIn: async ({ page, request }, use) => {
    await use(async (path, label) => {
      const email = uniqueEmail(label);
      await openCheckout(page, path);
      await signInWithEmailCode(page, request, email);
      return email;
    });
  },
});
