import { randomUUID } from "node:crypto";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { botProof, testClock } from "@creator-checkout/testing/sign-in-helpers";
import { saveTestCard, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outgoingMessages, users } from "../db/schema";

// docs/decisions/107: a buyer's e-mails are written in the language of the page they used.

const ACCENTED = /^\[.*·+\]$/s;

describe.each(testDatabases())("messages in the buyer's language on $name", (kind) => {
  const clock = testClock();
  const demo = onDemoDatabase(kind, async ({ database }) =>
    buildSignInTestApp(database.db, clock, { pseudoLocale: true }),
  );
  const production = onDemoDatabase(kind, async ({ database }) =>
    buildSignInTestApp(database.db, clock, { pseudoLocale: false }),
  );

  const messagesTo = (db: typeof demo.database.db, recipient: string) =>
    db.select().from(outgoingMessages).where(eq(outgoingMessages.recipient, recipient));

  const requestCode = async (app: typeof demo.app, email: string, language: string) =>
    app.inject({
      method: "POST",
      url: "/api/auth/user/code/init",
      payload: { email },
      headers: {
        publisherid: demoIds.publisher,
        "x-bot-proof": await botProof(app),
        "accept-language": language,
      },
    });

  it("writes the sign-in code's e-mail in the page's language, the code itself untouched", async () => {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    expect((await requestCode(demo.app, email, "en-XA")).statusCode).toBe(202);
    const [message] = await messagesTo(demo.database.db, email);
    expect(message?.subject).toMatch(ACCENTED);
    expect(message?.subject).toMatch(/^\[\d{6} /);
    expect(message?.body).toMatch(/^\[Ýóúr šígñ-íñ çódé fór Northwind Notes íš \d{6}/);
    expect(message?.body).toContain("10");
  });

  it("writes a German buyer's code and receipt in German, with German money and dates", async () => {
    const { email, headers } = await signedInBuyer(demo.app, demo.database.db);
    const code = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    await requestCode(demo.app, code, "de-DE, de;q=0.9, en;q=0.5");
    const [codeMessage] = await messagesTo(demo.database.db, code);
    expect(codeMessage?.subject).toMatch(/^\d{6} ist Ihr Anmeldecode für Northwind Notes$/);
    expect(codeMessage?.body).toContain("in 10 Minuten ab");

    await saveTestCard(demo.app, headers);
    const bought = await demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${demoIds.dayPass}`,
      headers: { ...headers, "idempotency-key": randomUUID(), "accept-language": "de" },
      payload: {},
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const receipt = (await messagesTo(demo.database.db, email)).find(
      (message) => message.subject === "Ihre Quittung von Northwind Notes",
    );
    expect(receipt?.body).toContain("Gezahlter Betrag: 3.000\u00a0¥");
    expect(receipt?.body).toMatch(/Datum: \d{1,2}\. [A-Z][a-zä]+ \d{4}/);
  });

  it("keeps English for a browser's language it has no wording for, and in production", async () => {
    const swahili = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    await requestCode(demo.app, swahili, "sw-KE, sw;q=0.9");
    const [inSwahili] = await messagesTo(demo.database.db, swahili);
    expect(inSwahili?.subject).toMatch(/^\d{6} is your .* sign-in code$/);

    const pseudo = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    await requestCode(production.app, pseudo, "en-XA");
    const [inProduction] = await messagesTo(production.database.db, pseudo);
    expect(inProduction?.subject).toMatch(/^\d{6} is your .* sign-in code$/);
  });

  it("remembers the language a buyer paid in, and writes the receipt in it", async () => {
    const { email, headers } = await signedInBuyer(demo.app, demo.database.db);
    await saveTestCard(demo.app, headers);
    const bought = await demo.app.inject({
      method: "POST",
      url: `/api/purchase/product/${demoIds.dayPass}`,
      headers: { ...headers, "idempotency-key": randomUUID(), "accept-language": "en-XA" },
      payload: {},
    });
    expect(bought.statusCode, bought.body).toBe(200);
    const [buyer] = await demo.database.db.select().from(users).where(eq(users.email, email));
    expect(buyer?.locale).toBe("en-XA");
    const receipt = (await messagesTo(demo.database.db, email)).find((message) =>
      message.subject?.startsWith("[Ýóúr réçéípt"),
    );
    expect(receipt?.body).toContain("¥3,000");
    for (const line of (receipt?.body ?? "").split("\n").filter((text) => /[a-z]{3}/i.test(text))) {
      if (!line.startsWith("Northwind") && !line.includes("://")) expect(line).toMatch(/^\[/);
    }
  });
});
