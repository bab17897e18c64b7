import { randomUUID } from "node:crypto";
import type { CatalogFile } from "@creator-checkout/core/catalog";
import type { Db } from "@creator-checkout/server/db/connect";
import { outgoingMessages } from "@creator-checkout/server/db/schema";
import {
  knownDeviceCookieName,
  knownDeviceIdOf,
} from "@creator-checkout/server/domain/auth/known-device";
import type { Clock } from "@creator-checkout/server/security/clock";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { and, desc, eq, like } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { testSecret } from "./build-test-app";
import { demoCatalog } from "./demo-catalog";

/** A clock tests can move forward. */
export function testClock(start = new Date()) {
  let current = start;
  const clock: Clock & { advance(seconds: number): void } = {
    now: () => current,
    advance: (seconds) => {
      current = new Date(current.getTime() + seconds * 1000);
    },
  };
  return clock;
}

/** Solves a fresh ALTCHA challenge the way the page's widget does, and returns the proof. */
export async function botProof(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject("/api/bot-check/challenge")).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("the ALTCHA challenge could not be solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/**
 * The code in the newest sign-in message queued for an address: what the buyer would read. Other
 * messages (a receipt written at the same moment of a test's frozen clock) are passed over.
 */
export async function latestCodeFor(db: Db, recipient: string): Promise<string> {
  const [message] = await db
    .select()
    .from(outgoingMessages)
    .where(
      and(eq(outgoingMessages.recipient, recipient), like(outgoingMessages.body, "%sign-in code%")),
    )
    .orderBy(desc(outgoingMessages.created_at), desc(outgoingMessages.id))
    .limit(1);
  const code = message?.body?.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code was queued for ${recipient}`);
  return code;
}

/** The refresh cookie a sign-in answer set, as a `cookie` header sends it back. */
export function refreshCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name.startsWith("checkout_refresh_"));
  if (!cookie) throw new Error("no refresh cookie was set");
  return `${cookie.name}=${cookie.value}`;
}

/**
 * The browser's id in the cookie an answer set to make the browser known for `destination`
 * (docs/decisions/063), checked as the server checks it; null when it set none.
 */
export function knownDeviceSetBy(
  response: LightMyRequestResponse,
  destination: string,
): string | null {
  const name = knownDeviceCookieName(testSecret, destination);
  const cookie = response.cookies.find((c) => c.name === name);
  return knownDeviceIdOf(testSecret, destination, cookie?.value);
}

/** A second, small publisher, for tenancy tests. */
export function otherPublisherCatalog(): CatalogFile {
  const demo = demoCatalog();
  const product = demo.products[1];
  if (!product) throw new Error("the demo catalog has no second product");
  return {
    ...demo,
    publisher: {
      ...demo.publisher,
      id: randomUUID(),
      username: `other-${Date.now()}`,
      name: "Other Studio",
    },
    feature_flags: [],
    newsletters: [],
    properties: [],
    custom_fields: [],
    products: [
      {
        ...product,
        id: randomUUID(),
        newsletter_ids: [],
        options: product.options.map((option) => ({ ...option, id: randomUUID() })),
      },
    ],
  };
}
