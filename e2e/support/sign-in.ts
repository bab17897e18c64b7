import { randomBytes, randomInt } from "node:crypto";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { demo } from "./demo-catalog";

/**
 * Helpers for the sign-in journeys. They act as a person does: type into labelled fields,
 * press buttons, and read the code from the message the dev outbox received (the test
 * server has no real e-mail or SMS). They never touch the database. The test servers' limits
 * per network are set by configuration (playwright.config.ts), so journeys need not count.
 */

/**
 * How long to wait for what follows Continue or Sign in. Each call that starts a sign-in
 * carries its own proof of work, which the page solves ahead while a person types; a test
 * presses Continue at once, on a busy machine, so it may wait for a few of them.
 * E2E_SIGN_IN_TIMEOUT raises the ceiling on a machine shared with other work.
 */
export const SIGN_IN_TIMEOUT = Number(process.env.E2E_SIGN_IN_TIMEOUT ?? 20_000);

/** A fresh address per test, so no test sees another's account or messages. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString("hex")}@example.com`;
}

/** A fresh fictional US number (555-01XX), as typed by a person and in E.164 for the outbox. */
export function uniquePhone(): { typed: string; e164: string } {
  const areaCode = ["201", "212", "312", "415", "617", "646", "718"][randomInt(7)];
  const line = String(100 + randomInt(100)).padStart(4, "0");
  return { typed: `(${areaCode}) 555-${line}`, e164: `+1${areaCode}555${line}` };
}

/** Opens a checkout (the demo monthly membership unless told) and waits for the sign-in form. */
export async function openCheckout(page: Page, path = `/${demo.membership.monthly}`) {
  await page.goto(path);
  await expect(page.getByRole("button", { name: "Continue", exact: true })).toBeVisible({
    timeout: SIGN_IN_TIMEOUT,
  });
  // The server-rendered form stays disabled until the page's script has taken it over
  // (docs/decisions/045): a person waits for the field to brighten before typing.
  await expect(page.getByLabel("Email address")).toBeEnabled({ timeout: SIGN_IN_TIMEOUT });
}

interface OutboxMessage {
  id: string;
  channel: "email" | "sms";
  to: string;
  subject: string | null;
  body: string;
  created_at: string;
}

async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  const { messages } = (await response.json()) as { messages: OutboxMessage[] };
  return messages;
}

/** Waits for the newest message to `to` whose subject matches, as a person checks their inbox. */
export async function readMessage(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  seen: readonly string[] = [],
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await outbox(request, to)).find(
          (message) => !seen.includes(message.id) && subject.test(message.subject ?? ""),
        );
        return found?.subject;
      },
      { message: `a message to ${to} about ${subject}`, timeout: 15_000 },
    )
    .toMatch(subject);
  return found as OutboxMessage;
}

/** The ids of the messages `to` has received so far; pass them to `readCode` to get a newer one. */
export async function messageIds(request: APIRequestContext, to: string): Promise<string[]> {
  return (await outbox(request, to)).map((message) => message.id);
}

/**
 * Waits for a message to `to` that is not among `seen`, and reads the 6-digit code in it as a
 * person reading the e-mail or text would.
 */
export async function readCode(
  request: APIRequestContext,
  to: string,
  seen: readonly string[] = [],
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const fresh = (await outbox(request, to)).find((message) => !seen.includes(message.id));
        code = fresh?.body.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a code in a new message to ${to}`, timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
}

/** A proof for the server's ALTCHA check, solved as the page's widget solves it. */
export async function botProof(request: APIRequestContext): Promise<string> {
  const challenge = (await (await request.get("/api/bot-check/challenge")).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the ALTCHA challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** The headers that name the demo creator, as the page sends them with every call. */
export const publisherHeaders = { publisherid: demoIds.publisher };

/**
 * Signs `email` in through the API as the page does (a code by e-mail, read from the outbox,
 * then the claim exchanged for a session) and answers the session's access token.
 */
export async function accessTokenByApi(request: APIRequestContext, email: string) {
  const sent = await request.post("/api/auth/user/code/init", {
    headers: { ...publisherHeaders, "x-bot-proof": await botProof(request) },
    data: { email },
  });
  expect(sent.status()).toBe(202);
  const confirmed = await request.post("/api/auth/user/code/confirm", {
    headers: publisherHeaders,
    data: { email, code: await readCode(request, email) },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const { claim } = (await confirmed.json()) as { claim: string };
  const session = await request.get(`/api/auth/user/claim/${claim}`, { headers: publisherHeaders });
  return ((await session.json()) as { token: string }).token;
}

/** Types a code into the six boxes, one digit after another. */
export async function typeCode(page: Page, code: string) {
  await page.getByLabel("Verification code").pressSequentially(code);
}

/** Asks for a code by e-mail and waits for the code step. */
export async function requestEmailCode(page: Page, email: string) {
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await expect(page.getByText(`Enter the verification code sent to ${email}.`)).toBeVisible({
    timeout: SIGN_IN_TIMEOUT,
  });
}

/** The whole journey for an e-mail: ask for a code, read it, type it, be signed in. */
export async function signInWithEmailCode(page: Page, request: APIRequestContext, email: string) {
  const seen = await messageIds(request, email);
  await requestEmailCode(page, email);
  await typeCode(page, await readCode(request, email, seen));
  await expectSignedInAs(page, email);
}

export async function expectSignedInAs(page: Page, contact: string) {
  const contactInfo = page.getByRole("region", { name: "Contact Info" });
  await expect(contactInfo.getByText("Signed in as")).toBeVisible();
  await expect(contactInfo.getByText(contact, { exact: true })).toBeVisible();
  await expect(contactInfo.getByRole("button", { name: "Change", exact: true })).toBeVisible();
}
