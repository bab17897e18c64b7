import { demoCatalog } from "@creator-checkout/testing/demo-catalog";
import { runOperatorCommand } from "@creator-checkout/testing/operator-command";
import { startServerProcess } from "@creator-checkout/testing/server-process";
import { processTestDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";
import { importCatalog } from "../domain/catalog/import-catalog";

const username = demoCatalog().publisher.username;
const secretPattern = /^whsec_[A-Za-z0-9+/=]+$/m;
const idPattern = /endpoint ([0-9a-f-]{36})/;

type Run = (args: string[]) => ReturnType<typeof runOperatorCommand>;

/** Adds, lists and removes an endpoint, and is refused what the API refuses. */
async function addListRemove(run: Run) {
  const added = await run([
    "webhook",
    "add",
    username,
    "https://hooks.example.com/in",
    "--events",
    "order.paid,order.refunded",
  ]);
  expect(added.code, added.stderr).toBe(0);
  expect(added.stdout).toMatch(secretPattern);
  expect(added.stdout).toContain("order.paid, order.refunded");
  const id = added.stdout.match(idPattern)?.[1] ?? "";

  const listed = await run(["webhook", "list", username]);
  expect(listed.code, listed.stderr).toBe(0);
  expect(listed.stdout).toMatch(new RegExp(`${id}\\s+https://hooks.example.com/in\\s+order.paid`));
  expect(listed.stdout).not.toMatch(/whsec_/);

  const removed = await run(["webhook", "remove", id]);
  expect(removed.code, removed.stderr).toBe(0);
  expect((await run(["webhook", "list", username])).stdout).toBe("No webhook endpoints.\n");

  const refused: Array<[string[], number, RegExp]> = [
    [["webhook", "remove", id], 1, /There is no such webhook endpoint\./],
    [["webhook", "remove", "not-an-id"], 2, /is the UUID that webhook list shows/],
    [["webhook", "list", "nobody-here"], 1, /There is no publisher with the username/],
    [["webhook", "add", username, "ftp://x.example"], 1, /must start with https:\/\//],
    [["webhook", "add", username, "https://user:pw@x.example"], 1, /user name or password/],
    [["webhook", "add", username, "https://x.example", "--events", "order.lost"], 2, /one of/],
    [["webhook", "add", username, "https://x.example", "--events"], 2, /Usage/],
    [["webhook", "add", username], 2, /Usage/],
  ];
  for (const [args, code, message] of refused) {
    const result = await run(args);
    expect(result.code, args.join(" ")).toBe(code);
    expect(result.stderr).toMatch(message);
  }
}

describe.each(processTestDatabases())("npm run publisher -- webhook on $name", (kind) => {
  it("adds an endpoint showing its secret once, lists it and removes it", {
    timeout: 240_000,
  }, async () => {
    const database = await kind.create();
    try {
      const setUp = await database.open();
      await importCatalog(setUp, demoCatalog());
      await setUp.close();
      await addListRemove((args) => runOperatorCommand("publisher", args, database.env));
    } finally {
      await database.remove();
    }
  });
});

describe("npm run publisher -- webhook beside a server on the embedded database", () => {
  it("asks the server that holds the data folder", { timeout: 240_000 }, async () => {
    const [pglite] = processTestDatabases();
    if (!pglite) throw new Error("PGlite is always a test database");
    const database = await pglite.create();
    const setUp = await database.open();
    await importCatalog(setUp, demoCatalog());
    await setUp.close();
    const server = await startServerProcess(database.env);
    try {
      await addListRemove((args) => runOperatorCommand("publisher", args, database.env));
    } finally {
      await server.stop();
      await database.remove();
    }
  });
});
