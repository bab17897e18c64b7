import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { acceptingBotCheck } from "@creator-checkout/testing/accepting-bot-check";
import { buildTestApp } from "@creator-checkout/testing/build-test-app";
import { embeddedTestDatabase } from "@creator-checkout/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";

// Every field the published API names is snake_case (docs/decisions/162), read off the OpenAPI
// document that the route table makes: request bodies, query parameters, replies and webhook
// events. A path parameter is a placeholder in a template and never crosses the wire, and a
// header follows HTTP's own spelling, so neither is judged.

const SNAKE_CASE = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/** Names another document fixes, each with the document that fixes it. */
const NAMED_ELSEWHERE: Record<string, string> = {
  // The product specification names these fields of the buyer's API as they are.
  verifyFlowId: "product specification: the code confirmation's reply",
  isDefault: "product specification: a payment method",
  publisherId: "product specification: also sent with the code request",
  creatorUsername: "product specification: also sent with the code request",
  sourceId: "product specification: also accepted when making a card the default",
  // W3C Web Authentication, a credential's JSON form (PublicKeyCredential.toJSON()).
  rawId: "WebAuthn",
  clientExtensionResults: "WebAuthn",
  authenticatorAttachment: "WebAuthn",
  clientDataJSON: "WebAuthn",
  attestationObject: "WebAuthn",
  authenticatorData: "WebAuthn",
  userHandle: "WebAuthn",
  // GraphQL over HTTP: a request's operation name.
  operationName: "GraphQL over HTTP",
  // ALTCHA's challenge, passed to its widget whole since the signature covers every field.
  codeChallenge: "ALTCHA",
  keyLength: "ALTCHA",
  keyPrefix: "ALTCHA",
  keySignature: "ALTCHA",
  memoryCost: "ALTCHA",
  expiresAt: "ALTCHA",
};

type Node = unknown;

/** Each property name in a JSON schema, and each query parameter, with where it was found. */
function namedFields(node: Node, where: string, found: Map<string, Set<string>>): void {
  if (Array.isArray(node)) {
    for (const item of node) namedFields(item, where, found);
    return;
  }
  if (typeof node !== "object" || node === null) return;
  const record = node as Record<string, Node>;
  const note = (name: string) => found.set(name, (found.get(name) ?? new Set()).add(where));
  if (record.in === "query" && typeof record.name === "string") note(record.name);
  const properties = record.properties;
  if (typeof properties === "object" && properties !== null && !Array.isArray(properties)) {
    for (const name of Object.keys(properties)) note(name);
  }
  for (const value of Object.values(record)) namedFields(value, where, found);
}

function fieldsOfDocument(document: Record<string, Record<string, Node>>) {
  const found = new Map<string, Set<string>>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations as Record<string, Node>)) {
      namedFields(operation, `${method.toUpperCase()} ${path}`, found);
    }
  }
  for (const [event, operation] of Object.entries(document.webhooks ?? {})) {
    namedFields(operation, `webhook ${event}`, found);
  }
  namedFields(document.components ?? {}, "components", found);
  return found;
}

describe("the published API's field names", () => {
  let database: Database;
  let fields: Map<string, Set<string>>;

  beforeAll(async () => {
    database = await embeddedTestDatabase.open();
    const webRoot = mkdtempSync(join(tmpdir(), "checkout-web-"));
    writeFileSync(join(webRoot, "index.html"), "<!doctype html><title>Checkout</title>");
    const app = await buildTestApp(database.db, {
      webRoot,
      botCheck: acceptingBotCheck,
      devOutboxActive: true,
      operatorToken: "operator-token-of-the-field-names-suite-0123456789",
    });
    const response = await app.inject({ method: "GET", url: "/api/openapi.json" });
    fields = fieldsOfDocument(response.json());
    await app.close();
  });
  afterAll(() => database.close());

  it("are snake_case, but for the names another document fixes", () => {
    const misnamed = [...fields]
      .filter(([name]) => !SNAKE_CASE.test(name) && !(name in NAMED_ELSEWHERE))
      .map(([name, places]) => `${name} (${[...places].join(", ")})`);
    expect(misnamed).toEqual([]);
  });

  it("list no exception the API no longer has", () => {
    const unused = Object.keys(NAMED_ELSEWHERE).filter((name) => !fields.has(name));
    expect(unused).toEqual([]);
  });

  it("are read from the whole document", () => {
    // The walk reaches replies, query parameters and webhook events alike.
    expect(fields.get("payment_method_default")?.has("GET /api/me/payment")).toBe(true);
    expect([...(fields.get("order_id") ?? [])].some((where) => where.startsWith("webhook "))).toBe(
      true,
    );
  });
});
