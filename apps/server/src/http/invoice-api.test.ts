import { randomUUID } from "node:crypto";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { dutchTaxSettings, taxCatalog } from "@creator-checkout/testing/tax-catalog";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { and, desc, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders, outgoingMessages, users } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";
import { createPublisherKey } from "../domain/publisher-keys/create-publisher-key";

const GERMAN_CARD = "4000002760000016";
const DECLINED_CARD = "4000000000000002";
const NOT_FOUND = "There is no invoice for this payment in your account";

describe.each(testDatabases())("invoices, on $name", (kind) => {
  const clock = testClock(new Date("2026-12-01T10:00:00Z"));
  const { catalog, ids } = taxCatalog(dutchTaxSettings("inclusive"));
  const other = taxCatalog();
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await importCatalog(database, catalog);
    await importCatalog(database, other.catalog);
    return buildSignInTestApp(database.db, clock);
  });
  let buyer: Record<string, string>;
  let stranger: Record<string, string>;
  let orderId: string;
  let key: string;
  let otherKey: string;

  const buy = async (headers: Record<string, string>, body: object = { country: "DE" }) =>
    demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${ids.euroTip}`,
      headers: { ...headers, "idempotency-key": randomUUID() },
      payload: body,
    });
  const invoice = (id: string, headers: Record<string, string> = buyer, suffix = "") =>
    demo.app.inject({ url: `/api/purchase/orders/${id}/invoice${suffix}`, headers });
  const emails = new Map<Record<string, string>, string>();
  const signedIn = async (card: string) => {
    const { headers, email } = await signedInBuyer(demo.app, demo.database.db, ids.publisher);
    await saveTestCard(demo.app, headers, card);
    emails.set(headers, email);
    return headers;
  };

  beforeAll(async () => {
    buyer = await signedIn(GERMAN_CARD);
    stranger = await signedIn(GERMAN_CARD);
    const paid = await buy(buyer);
    expect(paid.statusCode, paid.body).toBe(200);
    orderId = paid.json().order_id;
    key = (await createPublisherKey(demo.database.db, { username: catalog.publisher.username }))
      .key;
    otherKey = (
      await createPublisherKey(demo.database.db, { username: other.catalog.publisher.username })
    ).key;
  });

  it("shows the buyer their invoice: number, dates, seller, buyer, the line and the tax", async () => {
    const response = await invoice(orderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const page = response.body;
    const [row] = await demo.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.invoice_number).toMatch(/^TAX-[0-9A-F]{8}-2026-000001$/);
    for (const text of [
      `Invoice ${row?.invoice_number}`,
      "Date of issue",
      "Date of supply",
      "Tax Test Studio B.V.",
      "Keizersgracht 1",
      "VAT number: NL000099998B57",
      "Germany",
      "Tip jar: Euros",
      "€8.40",
      "19%",
      "€1.60",
      '<td class="amount">€10</td>',
      "Total at 19% (net €8.40, tax €1.60)",
    ]) {
      expect(page).toContain(text);
    }
    expect(page).not.toContain("<script");
  });

  it("puts the tax line and the way to the invoice in the receipt, in the buyer's language", async () => {
    const receiptOf = async (headers: Record<string, string>) => {
      const [message] = await demo.database.db
        .select({ body: outgoingMessages.body })
        .from(outgoingMessages)
        .where(
          and(
            eq(outgoingMessages.recipient, emails.get(headers) ?? ""),
            like(outgoingMessages.subject, "%Tax Test%"),
          ),
        )
        .orderBy(desc(outgoingMessages.created_at))
        .limit(1);
      return message?.body ?? "";
    };
    const english = await receiptOf(buyer);
    expect(english).toContain("incl. VAT 19%: €1.60");
    expect(english).toContain(
      "Your invoice, with the seller's details and the tax, is in your payment history: ",
    );
    const german = await signedIn(GERMAN_CARD);
    // The page sends its own language with the purchase, and the receipt is written in it.
    expect((await buy({ ...german, "accept-language": "de" })).statusCode).toBe(200);
    expect(await receiptOf(german)).toContain("inkl. MwSt. 19 %: 1,60");
  });

  it("answers the same invoice as a PDF", async () => {
    const response = await invoice(orderId, buyer, ".pdf");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toMatch(/^inline; filename="TAX-.+\.pdf"$/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("writes the invoice in the buyer's language, and a PDF in a script its font lacks in English", async () => {
    await demo.database.db
      .update(users)
      .set({ locale: "de" })
      .where(eq(users.id, await ownerOf(orderId)));
    const german = await invoice(orderId);
    expect(german.body).toContain("Rechnungsnummer");
    expect(german.body).toContain('lang="de"');
    await demo.database.db
      .update(users)
      .set({ locale: "ar" })
      .where(eq(users.id, await ownerOf(orderId)));
    const arabic = await invoice(orderId);
    expect(arabic.body).toContain('dir="rtl"');
    expect(arabic.body).toContain("فاتورة");
    const pdf = await invoice(orderId, buyer, ".pdf");
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    await demo.database.db
      .update(users)
      .set({ locale: null })
      .where(eq(users.id, await ownerOf(orderId)));
  });

  it.each([
    ["another buyer", () => invoice(orderId, stranger)],
    ["an id of no order", () => invoice(randomUUID())],
    ["an id that is no id", () => invoice("not-an-id")],
    ["a quoted id", () => invoice("1'%20OR%20'1'='1")],
    ["a path outside", () => invoice("..%2F..%2Fetc%2Fpasswd")],
    ["the PDF of another buyer's", () => invoice(orderId, stranger, ".pdf")],
  ])("answers %s with 404 and a sentence", async (_, ask) => {
    const response = await ask();
    expect(response.statusCode, response.body).toBe(404);
    expect(response.json()).toMatchObject({ error: "NOT_FOUND" });
    expect(response.json().message).toContain(NOT_FOUND);
  });

  it("asks for a session when none is given", async () => {
    const response = await demo.app.inject({
      url: `/api/purchase/orders/${orderId}/invoice`,
      headers: { publisherid: ids.publisher },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual(expect.any(String));
  });

  it("has no invoice for a declined payment", async () => {
    const decliner = await signedIn(DECLINED_CARD);
    const declined = await buy(decliner, {});
    expect(declined.statusCode, declined.body).toBe(402);
    const [failed] = await demo.database.db
      .select()
      .from(orders)
      .where(eq(orders.status, "failed"))
      .limit(1);
    expect(failed?.invoice_number).toBeNull();
    expect((await invoice(failed?.id ?? "", decliner)).statusCode).toBe(404);
  });

  it("gives the creator every invoice of theirs by key, and another creator none", async () => {
    const own = await demo.app.inject({
      url: `/api/publisher/orders/${orderId}/invoice`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.body).toContain("Tax Test Studio B.V.");
    const pdf = await demo.app.inject({
      url: `/api/publisher/orders/${orderId}/invoice.pdf`,
      headers: { authorization: `Bearer ${key}` },
    });
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    const foreign = await demo.app.inject({
      url: `/api/publisher/orders/${orderId}/invoice`,
      headers: { authorization: `Bearer ${otherKey}` },
    });
    expect(foreign.statusCode).toBe(404);
    const keyless = await demo.app.inject({ url: `/api/publisher/orders/${orderId}/invoice` });
    expect(keyless.statusCode).toBe(401);
  });

  it("keeps an issued invoice's seller when the creator changes their settings", async () => {
    const response = await demo.app.inject({
      method: "PUT",
      url: "/api/publisher/tax",
      headers: { authorization: `Bearer ${key}` },
      payload: { tax: { ...dutchTaxSettings(), legal_name: "Renamed B.V." } },
    });
    expect(response.statusCode, response.body).toBe(200);
    const page = (await invoice(orderId)).body;
    expect(page).toContain("Tax Test Studio B.V.");
    expect(page).not.toContain("Renamed B.V.");
  });

  it("is a plain receipt where the creator collects no tax", async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db, other.ids.publisher);
    await saveTestCard(demo.app, headers);
    const paid = await demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${other.ids.euroTip}`,
      headers: { ...headers, "idempotency-key": randomUUID() },
      payload: {},
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const page = (await invoice(paid.json().order_id, headers)).body;
    expect(page).toContain("Receipt ");
    expect(page).toContain("Tip jar: Euros");
    expect(page).not.toContain("Rate");
  });

  async function ownerOf(id: string) {
    const [row] = await demo.database.db.select().from(orders).where(eq(orders.id, id));
    return row?.user_id as string;
  }
});
