import { demoCatalog } from "@creator-checkout/testing/demo-catalog";
import {
  describePublisherCommand,
  type PublisherCommand,
} from "@creator-checkout/testing/operator-command";
import { expect } from "vitest";

const username = demoCatalog().publisher.username;
const secretPattern = /^whsec_[A-Za-z0-9+/=]+$/m;
const idPattern = /endpoint ([0-9a-f-]{36})/;

/** Adds, lists and removes an endpoint, and is refused what the API refuses. */
async function addListRemove(run: PublisherCommand) {
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

describePublisherCommand(
  "webhook",
  "adds an endpoint showing its secret once, lists it and removes it",
  addListRemove,
);
