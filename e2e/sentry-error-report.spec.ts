import { demo } from "./support/demo-catalog";
import {
  expect,
  type ReceivedEnvelope,
  serveProductWithoutPublisher,
  test,
} from "./support/error-reports";

// The checkout of this project has SENTRY_DSN pointing at a local stand-in for Sentry, in the
// staging environment: the page loads Sentry's SDK and reports there (docs/decisions/042).

test("with a Sentry DSN, the page's report of a broken product reaches Sentry", async ({
  page,
  request,
  sentryStandInUrl,
}) => {
  await serveProductWithoutPublisher(page);

  await page.goto(`/${demo.membership.monthly}?token=a-token-from-a-link`);

  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  const errorEvents = async () => {
    const response = await request.get(`${sentryStandInUrl}/_stand-in/envelopes`);
    const { envelopes } = (await response.json()) as { envelopes: ReceivedEnvelope[] };
    return envelopes.flatMap((envelope) =>
      envelope.items.filter((item) => item.header.type === "event").map((item) => item.payload),
    );
  };
  // Sentry's SDK is fetched after the page has loaded, then sends the report.
  await expect
    .poll(
      async () =>
        (await errorEvents()).find((event) => JSON.stringify(event).includes("reading 'username'")),
      { timeout: 20_000 },
    )
    .toMatchObject({
      release: "v3.27.5",
      environment: "staging",
      tags: { service: "pay", place: "render" },
    });
  const sent = JSON.stringify(await errorEvents());
  expect(sent).not.toContain("a-token-from-a-link");
});

test("in staging the session is replayed with what the buyer types masked", async ({
  page,
  request,
  sentryStandInUrl,
}) => {
  const email = `replay-${Date.now()}@example.com`;
  await page.goto(`/${demo.membership.monthly}`);
  await page.getByLabel("Email address").fill(email);

  // The replay's segments arrive every few seconds; the typed address shows as asterisks, as an
  // input event or, when replay starts after the buyer typed, as the field's value in its first
  // snapshot of the page.
  const recordings = async () => {
    const response = await request.get(`${sentryStandInUrl}/_stand-in/envelopes`);
    const { envelopes } = (await response.json()) as { envelopes: ReceivedEnvelope[] };
    return envelopes
      .flatMap((envelope) => envelope.items)
      .filter((item) => item.header.type === "replay_recording")
      .map((item) => String(item.payload.events))
      .join("\n");
  };
  const masked = "*".repeat(email.length);
  await expect
    .poll(recordings, { timeout: 30_000 })
    .toMatch(new RegExp(`"(text|value)":"${masked.replaceAll("*", "\\*")}"`));
  expect(await recordings()).not.toContain(email);
});
