import { randomUUID } from "node:crypto";
import { demoCatalog, demoIds } from "@creator-checkout/testing/demo-catalog";
import {
  runOperatorCommand,
  runOperatorCommandHere,
} from "@creator-checkout/testing/operator-command";
import { startServerProcess } from "@creator-checkout/testing/server-process";
import { otherPublisherCatalog } from "@creator-checkout/testing/sign-in-helpers";
import { processTestDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { analyticsEvents } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";

const demo = demoCatalog();
const other = otherPublisherCatalog();

/** Two sessions at the demo publisher on 2027-03-02, one of them paying, and one at another. */
async function seed(database: Database) {
  await importCatalog(database, demo);
  await importCatalog(database, other);
  const paying = randomUUID();
  const looking = randomUUID();
  const at = (time: string) => new Date(`2027-03-02T${time}Z`);
  await database.db.insert(analyticsEvents).values([
    {
      type: "pay:page_view",
      received_at: at("10:00:00"),
      publisher_id: demoIds.publisher,
      session_id: paying,
      product_option_id: demoIds.monthly,
      campaign_name: "spring",
      campaign_source: "newsletter",
      campaign_medium: "email",
    },
    {
      type: "pay:user_login",
      received_at: at("10:01:00"),
      publisher_id: demoIds.publisher,
      session_id: paying,
    },
    {
      type: "pay:user_payment",
      received_at: at("10:03:30"),
      publisher_id: demoIds.publisher,
      session_id: paying,
      product_option_id: demoIds.monthly,
    },
    {
      type: "pay:page_view",
      received_at: at("11:00:00"),
      publisher_id: demoIds.publisher,
      session_id: looking,
    },
    {
      type: "pay:web_vital",
      received_at: at("11:00:01"),
      publisher_id: demoIds.publisher,
      session_id: looking,
      properties: { name: "LCP", value: 1800, rating: "good" },
    },
    {
      type: "pay:page_view",
      received_at: at("11:00:00"),
      publisher_id: other.publisher.id,
      session_id: randomUUID(),
    },
  ]);
}

function expectDemoFigures(stdout: string) {
  expect(stdout).toContain(
    `Funnel of ${demo.publisher.username} (${demo.publisher.name}), 2027-03-01 to 2027-03-03, days in UTC`,
  );
  expect(stdout).toMatch(/^2027-03-02\s+2\s+1\s+1$/m);
  expect(stdout).toMatch(/^2027-03-03\s+0\s+0\s+0$/m);
  expect(stdout).toMatch(/^Total\s+2\s+1\s+1$/m);
  expect(stdout).toMatch(/^spring\s+newsletter\s+email\s+1\s+0\s+0$/m);
  expect(stdout).toMatch(/^Signed in\s+1\s+50\.0%$/m);
  expect(stdout).toMatch(/^Paid\s+1\s+100\.0%$/m);
  expect(stdout).toContain("Median time from first view to payment: 3 min 30 s (1 session)");
  expect(stdout).toMatch(/^LCP\s+1800 ms\s+1\s+good$/m);
}

const args = [
  "funnel",
  "--publisher",
  demo.publisher.username,
  "--from",
  "2027-03-01",
  "--to",
  "2027-03-03",
];

describe.each(processTestDatabases())("npm run report -- funnel on $name", (kind) => {
  it("prints a publisher's figures as tables, and every publisher's without --publisher", {
    timeout: 240_000,
  }, async () => {
    const database = await kind.create();
    try {
      const setUp = await database.open();
      await seed(setUp);
      await setUp.close();
      const one = await runOperatorCommandHere("report", args, database.env);
      expect(one.code, one.stderr).toBe(0);
      expectDemoFigures(one.stdout);
      expect(one.stdout).not.toContain(other.publisher.username);

      const all = await runOperatorCommandHere(
        "report",
        ["funnel", "--from", "2027-03-02", "--to", "2027-03-02"],
        database.env,
      );
      expect(all.code, all.stderr).toBe(0);
      expect(all.stdout).toContain(`Funnel of ${demo.publisher.username}`);
      expect(all.stdout).toContain(`Funnel of ${other.publisher.username}`);
    } finally {
      await database.remove();
    }
  });

  it("says what is wrong with a report it cannot make", { timeout: 240_000 }, async () => {
    const database = await kind.create();
    try {
      const cases: Array<[string[], number, RegExp]> = [
        [
          ["funnel", "--from", "2027-02-30", "--to", "2027-03-01"],
          2,
          /from must be a date such as/,
        ],
        [["funnel", "--from", "2026-01-01", "--to", "2027-03-01"], 2, /at most 366 days/],
        [["funnel", "--from", "2027-03-01"], 2, /Give both --from and --to/],
        [
          ["funnel", "--publisher", "nobody-here"],
          1,
          /There is no publisher with the username "nobody-here"\./,
        ],
        [["funnel", "--colour", "red"], 2, /Usage: npm run report/],
        [["sales"], 2, /Usage: npm run report/],
      ];
      for (const [commandArgs, code, message] of cases) {
        const run = await runOperatorCommandHere("report", commandArgs, database.env);
        expect(run.code, commandArgs.join(" ")).toBe(code);
        expect(run.stderr).toMatch(message);
      }
    } finally {
      await database.remove();
    }
  });
});

describe("npm run report -- funnel beside a server on the embedded database", () => {
  it("asks the server that holds the data folder for the figures", {
    timeout: 240_000,
  }, async () => {
    const [pglite] = processTestDatabases();
    if (!pglite) throw new Error("PGlite is always a test database");
    const database = await pglite.create();
    const setUp = await database.open();
    await seed(setUp);
    await setUp.close();
    const server = await startServerProcess(database.env);
    try {
      const run = await runOperatorCommand("report", args, database.env);
      expect(run.code, run.stderr).toBe(0);
      expectDemoFigures(run.stdout);
      const refused = await runOperatorCommand(
        "report",
        ["funnel", "--publisher", "nobody-here"],
        database.env,
      );
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/There is no publisher with the username "nobody-here"\./);
    } finally {
      await server.stop();
      await database.remove();
    }
  });
});
