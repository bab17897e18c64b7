import { demoCatalog } from "@creator-checkout/testing/demo-catalog";
import { testDatabases } from "@creator-checkout/testing/test-databases";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { outgoingMessages, publisherInvitations, publishers } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";
import { creatorsHere, parseCreatorCommand, runCreatorCommand } from "./publisher-creators";

describe("npm run publisher -- creator create and team invite: the words", () => {
  it("reads the commands, and nothing else", () => {
    expect(parseCreatorCommand(["creator", "create", "ada", "--owner", "ada@example.com"])).toEqual(
      { verb: "create", username: "ada", owner: "ada@example.com" },
    );
    expect(
      parseCreatorCommand(["team", "invite", "ada", "bo@example.com", "--role", "staff"]),
    ).toEqual({ verb: "invite", username: "ada", email: "bo@example.com", role: "staff" });
    expect(parseCreatorCommand(["creator", "create", "ada"])).toBeNull();
    expect(
      parseCreatorCommand(["team", "invite", "ada", "bo@example.com", "--role", "boss"]),
    ).toBeNull();
    expect(parseCreatorCommand(["key", "create", "ada"])).toBeNull();
  });
});

describe.each(testDatabases())("creator create on the database, on $name", (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await kind.open();
    await importCatalog(database, demoCatalog());
  });
  afterAll(async () => database?.close());

  it("opens an empty store and e-mails its owner an invitation, once per username", async () => {
    const here = creatorsHere(database.db, "http://checkout.test");
    const said = await runCreatorCommand(here, {
      verb: "create",
      username: "fresh-store",
      owner: "Owner@Example.com",
    });
    expect(said).toMatch(/Opened an empty store for fresh-store/);
    const [store] = await database.db
      .select()
      .from(publishers)
      .where(eq(publishers.username, "fresh-store"));
    expect(store).toBeDefined();
    const invitations = await database.db
      .select()
      .from(publisherInvitations)
      .where(eq(publisherInvitations.publisher_id, store?.id ?? ""));
    expect(invitations).toMatchObject([{ email: "owner@example.com", role: "owner" }]);
    const [message] = await database.db
      .select()
      .from(outgoingMessages)
      .where(eq(outgoingMessages.recipient, "owner@example.com"));
    expect(message?.body).toContain("http://checkout.test/dashboard/fresh-store");
    await expect(
      runCreatorCommand(here, { verb: "create", username: "fresh-store", owner: "b@example.com" }),
    ).rejects.toThrow(/taken/);
  });

  it("invites an imported store's first owner", async () => {
    const here = creatorsHere(database.db, "http://checkout.test");
    const said = await runCreatorCommand(here, {
      verb: "invite",
      username: demoCatalog().publisher.username,
      email: "first@example.com",
      role: "owner",
    });
    expect(said).toMatch(/Invited first@example.com/);
  });
});
