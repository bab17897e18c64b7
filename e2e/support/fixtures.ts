import { test as base, expect } from "@playwright/test";
import { openCheckout, signInWithEmailCode, uniqueEmail } from "./sign-in";

export { expect } from "@playwright/test";

// What the page logs when its first render in the browser differed from the server's markup
// (main.tsx logs what React's onRecoverableError tells it, docs/decisions/060), and the words a renderer
// uses for a mismatch.
const HYDRATION_FAILURE = /hydrat|server rendered|did not match/i;
// What the page's API client logs when an answer is not what the route table declares
// (apps/web/src/lib/check-reply.ts, docs/decisions/068).
const REPLY_DRIFT = /the route table/;

interface JourneyFixtures {
  /**
   * Opens the checkout at `path` and signs a new buyer in with a code read from the dev outbox,
   * as most journeys begin. Returns the buyer's address.
   */
  signIn: (path: string, label: string) => Promise<string>;
}

export const test = base.extend<JourneyFixtures>({
  // Every journey fails if the page could not hydrate what the server rendered (a mismatch
  // means the page the buyer saw first was not the page that then answered them), or if an API
  // answer was not what the route table declares.
  page: async ({ page }, use) => {
    const hydrationFailures: string[] = [];
    const replyDrift: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      if (HYDRATION_FAILURE.test(message.text())) hydrationFailures.push(message.text());
      if (REPLY_DRIFT.test(message.text())) replyDrift.push(message.text());
    });
    page.on("pageerror", (error) => {
      if (HYDRATION_FAILURE.test(error.message)) hydrationFailures.push(error.message);
    });
    await use(page);
    expect(hydrationFailures, "hydration failures logged by the page").toEqual([]);
    expect(replyDrift, "API answers the route table does not declare").toEqual([]);
  },
  signIn: async ({ page, request }, use) => {
    await use(async (path, label) => {
      const email = uniqueEmail(label);
      await openCheckout(page, path);
      await signInWithEmailCode(page, request, email);
      return email;
    });
  },
});
