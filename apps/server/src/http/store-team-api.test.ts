import { randomUUID } from "node:crypto";
import * as api from "@creator-checkout/core/api-routes";
import { buildSignInTestApp } from "@creator-checkout/testing/build-test-app";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import { onDemoDatabase } from "@creator-checkout/testing/on-demo-database";
import {
  botProof,
  otherPublisherCatalog,
  testClock,
} from "@creator-checkout/testing/sign-in-helpers";
import { signedInBuyer } from "@creator-checkout/testing/signed-in-buyer";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { and, desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { outgoingMessages, publishers, users } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";
import { inviteMember } from "../domain/team/invite-member";

const other = otherPublisherCatalog();
const newEmail = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.com`;
type Headers = Record<string, string>;

/**
 * Every write a store's routes take, with a request that passes the route's own checks, so the
 * answer shows what the caller's role allows. A write route the table adds without an entry here
 * fails the test that walks them.
 */
const productId = randomUUID();
const newsletterId = randomUUID();
const writes: Record<string, { url: string; payload?: object; headers?: Headers }> = {
  createCoupon: { url: "/api/publisher/coupons", payload: { name: "Role", percent_off: 10 } },
  createPromotionCode: {
    url: `/api/publisher/coupons/${randomUUID()}/codes`,
    payload: { code: "ROLECHECK" },
  },
  updateCoupon: { url: `/api/publisher/coupons/${randomUUID()}`, payload: { name: "Renamed" } },
  updatePromotionCode: {
    url: `/api/publisher/coupons/${randomUUID()}/codes/${randomUUID()}`,
    payload: { active: false },
  },
  createWebhookEndpoint: {
    url: "/api/publisher/webhooks",
    payload: { url: "https://hooks.example.com/in" },
  },
  updateWebhookEndpoint: {
    url: `/api/publisher/webhooks/${randomUUID()}`,
    payload: { disabled: true },
  },
  deleteWebhookEndpoint: { url: `/api/publisher/webhooks/${randomUUID()}` },
  rotateWebhookSecret: { url: `/api/publisher/webhooks/${randomUUID()}/rotate-secret` },
  testWebhookEndpoint: { url: `/api/publisher/webhooks/${randomUUID()}/test` },
  replayFailedWebhooks: {
    url: `/api/publisher/webhooks/${randomUUID()}/replay`,
    payload: { since: "2027-01-01T00:00:00Z" },
  },
  replayWebhookDelivery: {
    url: `/api/publisher/webhooks/${randomUUID()}/deliveries/${randomUUID()}/replay`,
  },
  putPublisherTax: { url: "/api/publisher/tax", payload: { tax: null } },
  // A stale version: the change is refused with 409 where the role may make it.
  patchPublisherProfile: {
    url: "/api/publisher/profile",
    payload: { version: "read-before-a-change", name: "Role check" },
  },
  // A stale version of a product that is not the store's: refused with 404 where the role may.
  savePublisherProduct: {
    url: `/api/publisher/products/${productId}`,
    payload: {
      version: "read-before-a-change",
      product: {
        id: productId,
        type: "pass",
        title: "Role check",
        options: [{ id: randomUUID(), title: "Day", price: 500, currency: "USD" }],
      },
    },
  },
  savePublisherNewsletter: {
    url: `/api/publisher/newsletters/${newsletterId}`,
    payload: {
      version: "read-before-a-change",
      newsletter: { id: newsletterId, name: "Role check", type: "free" },
    },
  },
  // An option that is not the store's: refused with 404 where the role may move its price.
  movePublisherOptionPrice: {
    url: `/api/publisher/options/${randomUUID()}/price-move`,
    payload: { notice_days: 30 },
  },
  refundOrder: {
    url: `/api/publisher/orders/${randomUUID()}/refunds`,
    headers: { "idempotency-key": randomUUID() },
    payload: {},
  },
  publisherCancelSubscription: {
    url: `/api/publisher/subscriptions/${randomUUID()}/cancel`,
    payload: { at_period_end: true },
  },
  // Managing the team and the keys: owners only.
  inviteTeamMember: {
    url: "/api/publisher/team/invitations",
    payload: { email: "role-check@example.com", role: "staff" },
  },
  revokeTeamInvitation: { url: `/api/publisher/team/invitations/${randomUUID()}` },
  changeTeamMember: {
    url: `/api/publisher/team/members/${randomUUID()}`,
    payload: { role: "staff" },
  },
  removeTeamMember: { url: `/api/publisher/team/members/${randomUUID()}` },
  createStoreKey: { url: "/api/publisher/keys", payload: { name: "Role", scope: "read" } },
  revokeStoreKey: { url: `/api/publisher/keys/${randomUUID()}` },
};
const managing = new Set([
  "inviteTeamMember",
  "revokeTeamInvitation",
  "changeTeamMember",
  "removeTeamMember",
  "createStoreKey",
  "revokeStoreKey",
]);
// Exchanging a claim signs a buyer in on the creator's server: a key's call, never a person's.
const keyOnly = new Set(["exchangePublisherClaim"]);

const storeWriteRoutes = Object.entries(api).filter(
  ([name, route]) =>
    route.caller === "publisher-key" && route.method !== "GET" && !keyOnly.has(name),
);

describe.each(testDatabases())("a store run by its team, on $name", (kind) => {
  const clock = testClock(new Date("2027-05-03T09:00:00Z"));
  const demo = onDemoDatabase(kind, async ({ database }) => {
    await importCatalog(database, other);
    return buildSignInTestApp(database.db, clock, { creatorSignup: "open" });
  });
  const app = () => demo.app;

  /** Someone the operator invited as an owner, signed in: what `team invite` does. */
  async function member(
    role: "owner" | "staff" | "read-only",
    publisherId: string = demoIds.publisher,
  ) {
    const email = newEmail(role);
    await inviteMember(
      { db: demo.database.db, clock, publicUrl: "http://checkout.test" },
      { publisherId, email, role, invitedBy: null },
    );
    const { headers } = await signedInBuyer(app(), demo.database.db, publisherId, email);
    const access = await call(headers, "GET", "/api/publisher/access");
    expect(access.statusCode, access.body).toBe(200);
    expect(access.json()).toMatchObject({ via: "member", role });
    return { email, headers, userId: await userIdOf(headers) };
  }

  const call = (headers: Headers, method: string, url: string, payload?: object) =>
    app().inject({
      method: method as "GET",
      url,
      headers,
      ...(payload === undefined ? {} : { payload }),
    });

  /** The person an access token names: its subject. */
  async function userIdOf(headers: Headers) {
    const payload = headers.authorization?.split(".")[1] ?? "";
    return JSON.parse(Buffer.from(payload, "base64url").toString()).sub as string;
  }

  const signUp = async (target: FastifyInstance, body: object) =>
    target.inject({
      method: "POST",
      url: "/api/creators",
      headers: { "x-bot-proof": await botProof(target) },
      payload: body,
    });

  /** A store of its own, signed up for and signed in to by its one owner. */
  async function newStore() {
    const email = newEmail("creator");
    const opened = await signUp(app(), { email, username: `s-${randomUUID().slice(0, 8)}` });
    const publisherId = opened.json().publisher_id as string;
    const { headers } = await signedInBuyer(app(), demo.database.db, publisherId, email);
    expect((await call(headers, "GET", "/api/publisher/access")).json().role).toBe("owner");
    return { publisherId, headers, userId: await userIdOf(headers) };
  }

  async function write(headers: Headers, name: string) {
    const route = storeWriteRoutes.find(([routeName]) => routeName === name)?.[1];
    const request = writes[name];
    if (!route || !request) throw new Error(`no request for ${name}`);
    return call({ ...headers, ...request.headers }, route.method, request.url, request.payload);
  }

  it("has a request for every write of the store's routes", () => {
    expect(storeWriteRoutes.map(([name]) => name).sort()).toEqual(Object.keys(writes).sort());
  });

  it("lets each role do what it may on every write, and answers the rest 403 with a sentence", async () => {
    const owner = await member("owner");
    const staff = await member("staff");
    const readOnly = await member("read-only");
    for (const [name] of storeWriteRoutes) {
      const asReader = await write(readOnly.headers, name);
      expect(asReader.statusCode, `${name} as read-only`).toBe(403);
      expect(asReader.json().message).toMatch(managing.has(name) ? /Only an owner/ : /read-only/);
      const asStaff = await write(staff.headers, name);
      if (managing.has(name)) {
        expect(asStaff.statusCode, `${name} as staff`).toBe(403);
        expect(asStaff.json().message).toMatch(/Only an owner/);
      } else {
        expect(asStaff.statusCode, `${name} as staff: ${asStaff.body}`).not.toBe(403);
        expect(asStaff.statusCode).toBeLessThan(500);
      }
      const asOwner = await write(owner.headers, name);
      expect(asOwner.statusCode, `${name} as owner: ${asOwner.body}`).not.toBe(403);
      expect(asOwner.statusCode).toBeLessThan(500);
    }
    const reads = await call(readOnly.headers, "GET", "/api/publisher/orders");
    expect(reads.statusCode).toBe(200);
  });

  it("refuses a forged session, another store's session, and a buyer who is not on the team", async () => {
    const owner = await member("owner");
    const forged = await new SignJWT({ sid: randomUUID() })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(owner.userId)
      .setAudience(demoIds.publisher)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(Buffer.from("not-the-server-secret-at-all-000"));
    const withForged = { ...owner.headers, authorization: `Bearer ${forged}` };
    expect((await call(withForged, "GET", "/api/publisher/orders")).statusCode).toBe(401);

    const otherOwner = await member("owner", other.publisher.id);
    const crossed = { ...otherOwner.headers, publisherid: demoIds.publisher };
    expect((await call(crossed, "GET", "/api/publisher/orders")).statusCode).toBe(401);

    const buyer = await signedInBuyer(app(), demo.database.db, demoIds.publisher, newEmail("b"));
    const asBuyer = await call(buyer.headers, "GET", "/api/publisher/orders");
    expect(asBuyer.statusCode).toBe(403);
    expect(asBuyer.json().message).toMatch(/not on this store's team/);
  });

  it("writes the invitation in the store's default language", async () => {
    const owner = await member("owner");
    const store = eq(publishers.id, demoIds.publisher);
    await demo.database.db.update(publishers).set({ default_locale: "de" }).where(store);
    try {
      const email = newEmail("Leser");
      const invited = await call(owner.headers, "POST", "/api/publisher/team/invitations", {
        email,
        role: "read-only",
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const [message] = await demo.database.db
        .select()
        .from(outgoingMessages)
        .where(eq(outgoingMessages.recipient, email.toLowerCase()));
      const { name, username } = demoCatalog().publisher;
      expect(message?.subject).toBe(`Einladung zum Shop von ${name}`);
      expect(message?.body).toContain(
        `Sie sind mit Lesezugriff in das Team von ${name} (${username}) eingeladen.`,
      );
      expect(message?.body).toMatch(/angenommen werden\. Falls Sie/);
      expect(message?.body).toMatch(/bis \d{1,2}\. \S+ \d{4}, \d\d:\d\d UTC/);
    } finally {
      await demo.database.db.update(publishers).set({ default_locale: "en" }).where(store);
    }
  });

  it("invites by e-mail through the outbox; the invited person joins by signing in with that address", async () => {
    const owner = await member("owner");
    const email = newEmail("Staff").toUpperCase();
    const invited = await call(owner.headers, "POST", "/api/publisher/team/invitations", {
      email,
      role: "staff",
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const [message] = await demo.database.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.recipient, email.toLowerCase()))
      .orderBy(desc(outgoingMessages.created_at));
    expect(message?.subject).toMatch(/invited/);
    expect(message?.body).toContain(
      `http://checkout.test/dashboard/${demoCatalog().publisher.username}?email=`,
    );
    const staff = await signedInBuyer(
      app(),
      demo.database.db,
      demoIds.publisher,
      email.toLowerCase(),
    );
    const access = await call(staff.headers, "GET", "/api/publisher/access");
    expect(access.json()).toMatchObject({ via: "member", role: "staff", products: 3 });
    const team = (await call(owner.headers, "GET", "/api/publisher/team")).json();
    expect(team.members).toContainEqual(
      expect.objectContaining({ email: email.toLowerCase(), role: "staff" }),
    );
    expect(team.invitations).not.toContainEqual(
      expect.objectContaining({ email: email.toLowerCase() }),
    );
  });

  it("shuts a removed member out at once, and never admits an invitation once revoked or expired", async () => {
    const owner = await member("owner");
    const staff = await member("staff");
    const removed = await call(
      owner.headers,
      "DELETE",
      `/api/publisher/team/members/${staff.userId}`,
    );
    expect(removed.statusCode).toBe(204);
    const after = await call(staff.headers, "GET", "/api/publisher/orders");
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toMatch(/not on this store's team/);

    const revokedEmail = newEmail("revoked");
    const invitation = (
      await call(owner.headers, "POST", "/api/publisher/team/invitations", {
        email: revokedEmail,
        role: "staff",
      })
    ).json();
    const revoked = await call(
      owner.headers,
      "DELETE",
      `/api/publisher/team/invitations/${invitation.id}`,
    );
    expect(revoked.statusCode).toBe(204);
    const late = await signedInBuyer(app(), demo.database.db, demoIds.publisher, revokedEmail);
    expect((await call(late.headers, "GET", "/api/publisher/access")).statusCode).toBe(403);

    const slowEmail = newEmail("slow");
    await call(owner.headers, "POST", "/api/publisher/team/invitations", {
      email: slowEmail,
      role: "read-only",
    });
    clock.advance(7 * 86_400 + 60);
    const slow = await signedInBuyer(app(), demo.database.db, demoIds.publisher, slowEmail);
    const expired = await call(slow.headers, "GET", "/api/publisher/access");
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/not on this store's team/);
  });

  it("lets no address that was never verified accept an invitation", async () => {
    const owner = await member("owner");
    const email = newEmail("unverified");
    const person = await signedInBuyer(app(), demo.database.db, demoIds.publisher, email);
    // As a registration the store lets skip the code leaves it: an address nobody proved.
    await demo.database.db.update(users).set({ verified_at: null }).where(eq(users.email, email));
    await call(owner.headers, "POST", "/api/publisher/team/invitations", { email, role: "owner" });
    expect((await call(person.headers, "GET", "/api/publisher/access")).statusCode).toBe(403);
  });

  it("keeps a store's last owner: not removed, not demoted, even by two owners at once", async () => {
    const store = await newStore();
    const self = `/api/publisher/team/members/${store.userId}`;
    const demoted = await call(store.headers, "PATCH", self, { role: "staff" });
    expect(demoted.statusCode).toBe(409);
    expect(demoted.json().message).toMatch(/needs an owner/);
    const removed = await call(store.headers, "DELETE", self);
    expect(removed.json()).toMatchObject({ error: "LAST_OWNER" });
    const second = await member("owner", store.publisherId);
    const [one, two] = await Promise.all([
      call(store.headers, "PATCH", `/api/publisher/team/members/${second.userId}`, {
        role: "staff",
      }),
      call(second.headers, "PATCH", self, { role: "staff" }),
    ]);
    // One demotion wins; the other finds its caller no longer an owner (403), or, when both
    // checked their role before either wrote, finds the last owner locked (409).
    expect([one.statusCode, two.statusCode]).toContain(204);
    expect([403, 409]).toContain(Math.max(one.statusCode, two.statusCode));
    const owners = (await call(store.headers, "GET", "/api/publisher/team").then((r) => r.json()))
      .members;
    expect(owners.filter((m: { role: string }) => m.role === "owner")).toHaveLength(1);
  });

  it("makes scoped keys that expire, shows the secret once, and refuses a read key's writes", async () => {
    const owner = await member("owner");
    const made = await call(owner.headers, "POST", "/api/publisher/keys", {
      name: "Reports",
      scope: "read",
      expires_at: new Date(clock.now().getTime() + 3_600_000).toISOString(),
    });
    expect(made.statusCode, made.body).toBe(201);
    const readKey = made.json().key as string;
    expect(readKey).toMatch(/^ccpk_/);
    const listed = (await call(owner.headers, "GET", "/api/publisher/keys")).json().keys;
    expect(JSON.stringify(listed)).not.toContain(readKey);
    expect(listed).toContainEqual(expect.objectContaining({ name: "Reports", scope: "read" }));

    const byKey = { authorization: `Bearer ${readKey}` };
    expect((await call(byKey, "GET", "/api/publisher/orders")).statusCode).toBe(200);
    const refused = await call(byKey, "POST", "/api/publisher/coupons", {
      name: "K",
      percent_off: 5,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/may only read/);
    expect((await call(byKey, "GET", "/api/publisher/keys")).statusCode).toBe(403);

    clock.advance(3_601);
    const expired = await call(byKey, "GET", "/api/publisher/orders");
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toMatch(/not valid/);

    const fresh = await member("owner");
    const writer = (
      await call(fresh.headers, "POST", "/api/publisher/keys", { name: "Shop", scope: "write" })
    ).json();
    const byWriter = { authorization: `Bearer ${writer.key}` };
    const coupon = await call(byWriter, "POST", "/api/publisher/coupons", {
      name: "W",
      percent_off: 5,
    });
    expect(coupon.statusCode).toBe(201);
    expect(
      (await call(fresh.headers, "DELETE", `/api/publisher/keys/${writer.id}`)).statusCode,
    ).toBe(204);
    expect((await call(byWriter, "GET", "/api/publisher/orders")).statusCode).toBe(401);
    const past = await call(fresh.headers, "POST", "/api/publisher/keys", {
      name: "Past",
      scope: "read",
      expires_at: "2020-01-01T00:00:00Z",
    });
    expect(past.statusCode).toBe(400);
  });

  describe("a new creator's sign-up", () => {
    it("opens an empty store that is the creator's once they sign in with the address", async () => {
      const email = newEmail("creator");
      const username = `new-${randomUUID().slice(0, 8)}`;
      const opened = await signUp(app(), { email, username: username.toUpperCase() });
      expect(opened.statusCode, opened.body).toBe(201);
      const publisherId = opened.json().publisher_id as string;
      expect(opened.json().username).toBe(username);
      const creator = await signedInBuyer(app(), demo.database.db, publisherId, email);
      const access = await call(creator.headers, "GET", "/api/publisher/access");
      expect(access.json()).toMatchObject({ role: "owner", products: 0, username });
      const stranger = await signedInBuyer(app(), demo.database.db, publisherId, newEmail("x"));
      expect((await call(stranger.headers, "GET", "/api/publisher/access")).statusCode).toBe(403);
    });

    it("gives one store to one of many sign-ups for one username at once", async () => {
      const username = `race-${randomUUID().slice(0, 8)}`;
      const proofs = await Promise.all(Array.from({ length: 6 }, () => botProof(app())));
      const answers = await Promise.all(
        proofs.map((proof, index) =>
          app().inject({
            method: "POST",
            url: "/api/creators",
            headers: { "x-bot-proof": proof },
            payload: { email: `racer${index}@example.com`, username },
          }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
      const taken = answers.find((answer) => answer.statusCode === 409)?.json();
      expect(taken).toMatchObject({ error: "USERNAME_TAKEN" });
      const rows = await demo.database.db
        .select()
        .from(publishers)
        .where(eq(publishers.username, username));
      expect(rows).toHaveLength(1);
    });

    it("frees a username nobody came to own once its hold ends, never an imported store's", async () => {
      const username = `held-${randomUUID().slice(0, 8)}`;
      expect((await signUp(app(), { email: newEmail("a"), username })).statusCode).toBe(201);
      expect((await signUp(app(), { email: newEmail("b"), username })).statusCode).toBe(409);
      clock.advance(24 * 3600 + 1);
      expect((await signUp(app(), { email: newEmail("c"), username })).statusCode).toBe(201);
      const imported = await signUp(app(), {
        email: newEmail("d"),
        username: demoCatalog().publisher.username,
      });
      expect(imported.statusCode).toBe(409);
      expect(
        await demo.database.db
          .select()
          .from(publishers)
          .where(and(eq(publishers.id, demoIds.publisher))),
      ).toHaveLength(1);
    });

    it("refuses a username that is not one, and every sign-up when the server's is closed", async () => {
      const bad = await signUp(app(), { email: newEmail("e"), username: "-no" });
      expect(bad.statusCode).toBe(400);
      const closed = await buildSignInTestApp(demo.database.db, clock, { creatorSignup: "closed" });
      const refused = await signUp(closed, { email: newEmail("f"), username: "closed-door" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: "SIGNUP_CLOSED" });
      await closed.close();
    });
  });
});
