import { randomUUID } from "node:crypto";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import { testClock } from "@creator-checkout/testing/sign-in-helpers";
import { newBuyerBuys, signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";

const catalog = demoCatalog();
const newsletterIds = catalog.newsletters.map((n) => n.id);
const paidNewsletter = catalog.newsletters.find((n) => n.type === "paid")?.id ?? "";
const propertyOf = (type: string) => {
  const property = catalog.properties.find((p) => p.type === type);
  if (!property) throw new Error(`the demo catalog has no ${type} property`);
  return property.id;
};

describe.each(testDatabases())("newsletters and custom properties on $name", (kind) => {
  const clock = testClock();
  const demo = onDemoDatabase(kind, async ({ database }) => {
    return buildSignInTestApp(database.db, clock);
  });

  const subscribe = (headers: Record<string, string>, newsletters: string[], onlyAdd = true) =>
    demo.app.inject({
      method: "POST",
      url: "/api/newsletters/subscribe",
      headers,
      payload: { newsletters, only_add_newsletters: onlyAdd, sync: true },
    });
  const saveProperties = (headers: Record<string, string>, values: Record<string, unknown>) =>
    demo.app.inject({
      method: "PUT",
      url: "/api/me/properties",
      headers,
      payload: { custom_properties: values, product_id: demoIds.membership },
    });
  const me = async (headers: Record<string, string>) =>
    (await demo.app.inject({ url: "/api/me", headers })).json();

  it("adds newsletters, keeps them, and replaces them when asked to", async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db);
    await subscribe(headers, [newsletterIds[0] as string]);
    await subscribe(headers, [newsletterIds[2] as string]);

    const mine = await demo.app.inject({ url: "/api/me/newsletters", headers });
    expect(mine.json().newsletters.map((n: { id: string }) => n.id)).toEqual([
      newsletterIds[0],
      newsletterIds[2],
    ]);

    const replaced = await subscribe(headers, [newsletterIds[3] as string], false);
    expect(
      replaced
        .json()
        .newsletters.map((n: { id: string; subscribed: boolean }) => [n.id, n.subscribed]),
    ).toEqual([[newsletterIds[3], true]]);
  });

  it("refuses a paid newsletter to a buyer without the membership that includes it", async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db);

    const response = await subscribe(headers, [paidNewsletter, newsletterIds[0] as string]);

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: "PAID_NEWSLETTER",
      message:
        "A paid newsletter comes with a membership that includes it: it is added when you buy one.",
    });
    expect(
      (await demo.app.inject({ url: "/api/me/newsletters", headers })).json().newsletters,
    ).toEqual([]);
  });

  it("adds a paid newsletter once the buyer holds a membership that includes it", async () => {
    const { headers, bought } = await newBuyerBuys(demo.app, demo.database.db, demoIds.supporter);
    expect(bought.statusCode).toBe(200);

    expect((await subscribe(headers, [paidNewsletter])).statusCode).toBe(200);
  });

  it("refuses a newsletter the publisher does not offer", async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db);

    const response = await subscribe(headers, [randomUUID()]);

    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe("One of the chosen newsletters is not offered here.");
  });

  it("saves good answers of every type and shows them back", async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db);
    const answers = {
      [propertyOf("checkbox")]: ["travel", "design"],
      [propertyOf("short_answer")]: "Northwind",
      [propertyOf("url")]: "https://example.com",
      [propertyOf("number")]: "12",
      [propertyOf("dropdown")]: "editor",
      [propertyOf("address")]: {
        country: "CA",
        address1: "1 Rue",
        city: "Montréal",
        post_code: "H2X 1Y4",
        province: "QC",
      },
      [propertyOf("boolean")]: "yes",
      [propertyOf("radio")]: "friend",
      [propertyOf("date")]: "1990-05-17",
    };

    const response = await saveProperties(headers, answers);

    expect(response.statusCode).toBe(200);
    expect((await me(headers)).custom_properties).toEqual(answers);
  });

  it("refuses bad values of every type with one message per field, and saves none of them", async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db);
    await saveProperties(headers, {
      [propertyOf("checkbox")]: ["food"],
      [propertyOf("dropdown")]: "reader",
    });

    const response = await saveProperties(headers, {
      [propertyOf("checkbox")]: ["sailing"],
      [propertyOf("short_answer")]: "x".repeat(600),
      [propertyOf("url")]: "javascript:alert(1)",
      [propertyOf("number")]: "many",
      [propertyOf("dropdown")]: "boss",
      [propertyOf("address")]: {
        country: "US",
        address1: "1 Main",
        city: "",
        post_code: "12345",
        state: "NY",
      },
      [propertyOf("boolean")]: "perhaps",
      [propertyOf("radio")]: "tv",
      [propertyOf("date")]: "2023-02-30",
    });

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      [propertyOf("checkbox")]: "Choose from the listed options.",
      [propertyOf("short_answer")]: "Keep the answer under 500 characters.",
      [propertyOf("url")]: "Enter a full web address starting with http:// or https://.",
      [propertyOf("number")]: "Enter a number.",
      [propertyOf("dropdown")]: "Choose one of the listed options.",
      [propertyOf("address")]: "Fill in every line of the address.",
      [propertyOf("boolean")]: "Answer yes or no.",
      [propertyOf("radio")]: "Choose one of the listed options.",
      [propertyOf("date")]: "Enter a real date (YYYY-MM-DD).",
    });
    expect((await me(headers)).custom_properties).toEqual({
      [propertyOf("checkbox")]: ["food"],
      [propertyOf("dropdown")]: "reader",
    });
  });

  it("requires the product's required fields", async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db);

    const response = await saveProperties(headers, { [propertyOf("short_answer")]: "Acme" });

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      [propertyOf("checkbox")]: "Required",
      [propertyOf("dropdown")]: "Required",
    });
  });

  it("stores an HTML or script payload as the plain text it is", async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db);
    const payload = '<img src=x onerror="alert(1)"><script>alert(2)</script>';

    await saveProperties(headers, {
      [propertyOf("checkbox")]: ["food"],
      [propertyOf("dropdown")]: "reader",
      [propertyOf("short_answer")]: payload,
    });

    expect((await me(headers)).custom_properties[propertyOf("short_answer")]).toBe(payload);
  });

  it("refuses a question the publisher does not ask", async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db);
    const stranger = randomUUID();

    const response = await saveProperties(headers, { [stranger]: "hello" });

    expect(response.json().fields[stranger]).toBe("This question is not asked here.");
  });

  it("words each refused answer in the language of the page that sent it", async () => {
    const { headers } = await signedInBuyer(demo.app, demo.database.db);
    const stranger = randomUUID();

    const response = await saveProperties(
      { ...headers, "accept-language": "de" },
      { [stranger]: "hallo", [propertyOf("number")]: "viele" },
    );

    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      [stranger]: "Diese Frage wird hier nicht gestellt.",
      [propertyOf("number")]: "Geben Sie eine Zahl ein.",
      [propertyOf("checkbox")]: "Erforderlich",
      [propertyOf("dropdown")]: "Erforderlich",
    });
    const english = await saveProperties(headers, { [propertyOf("number")]: "many" });
    expect(english.json().fields[propertyOf("number")]).toBe("Enter a number.");
  });

  it("keeps one buyer's answers and lists away from another", async () => {
    const first = await signedInBuyer(demo.app, demo.database.db);
    const second = await signedInBuyer(demo.app, demo.database.db);
    await saveProperties(first.headers, {
      [propertyOf("checkbox")]: ["food"],
      [propertyOf("dropdown")]: "reader",
      [propertyOf("short_answer")]: "first's secret",
    });
    await subscribe(first.headers, [newsletterIds[1] as string]);

    expect((await me(second.headers)).custom_properties).toEqual({});
    expect(
      (await demo.app.inject({ url: "/api/me/newsletters", headers: second.headers })).json()
        .newsletters,
    ).toEqual([]);
    const anonymous = await demo.app.inject({
      url: "/api/me/newsletters",
      headers: { publisherid: demoIds.publisher },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
