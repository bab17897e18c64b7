import { randomUUID } from "node:crypto";
import { runOperatorCommandHere } from "@creator-checkout/testing/operator-command";
import { dutchTaxSettings, taxCatalog } from "@creator-checkout/testing/tax-catalog";
import { processTestDatabases } from "@creator-checkout/testing/test-databases";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/connect";
import { orders, refunds, users } from "../db/schema";
import { importCatalog } from "../domain/catalog/import-catalog";

const { catalog, ids } = taxCatalog(dutchTaxSettings());
const username = catalog.publisher.username;

type Sale = [
  amount: number,
  net: number,
  rate: number,
  treatment: string,
  country: string,
  paidAt: string,
  status?: string,
];

// Two German sales and a Dutch one in the quarter, a reverse-charged one, one paid on the next
// quarter's first instant, and a declined one; half of one German sale given back.
const SALES: Sale[] = [
  [1000, 840, 1900, "taxed", "DE", "2026-10-01T00:00:00Z"],
  [1000, 840, 1900, "taxed", "DE", "2026-12-31T23:59:59Z"],
  [1210, 1000, 2100, "taxed", "NL", "2026-11-01T12:00:00Z"],
  [1000, 1000, 0, "reverse_charge", "DE", "2026-11-02T12:00:00Z"],
  [1000, 840, 1900, "taxed", "DE", "2027-01-01T00:00:00Z"],
  [1000, 840, 1900, "taxed", "DE", "2026-11-03T12:00:00Z", "failed"],
];

async function seed(database: Database) {
  await importCatalog(database, catalog);
  const [buyer] = await database.db
    .insert(users)
    .values({ email: `tax-report-${randomUUID().slice(0, 8)}@example.com` })
    .returning();
  const made = await database.db
    .insert(orders)
    .values(
      SALES.map(([amount, net, rate, treatment, country, paidAt, status = "paid"]) => ({
        publisher_id: ids.publisher,
        user_id: buyer?.id as string,
        product_option_id: ids.euroTip,
        kind: "purchase",
        idempotency_key: randomUUID(),
        request_fingerprint: "report",
        amount,
        currency: "EUR",
        status,
        paid_at: status === "paid" ? new Date(paidAt) : null,
        tax_net_amount: net,
        tax_amount: amount - net,
        tax_rate: rate,
        tax_treatment: treatment,
        tax_country: country,
        tax_inclusive: true,
      })),
    )
    .returning();
  await database.db.insert(refunds).values({
    publisher_id: ids.publisher,
    order_id: made[0]?.id as string,
    idempotency_key: randomUUID(),
    request_fingerprint: "report",
    amount: 500,
    currency: "EUR",
    status: "succeeded",
    succeeded_at: new Date("2026-11-10T09:00:00Z"),
  });
}

describe.each(processTestDatabases())("npm run report -- tax on $name", (kind) => {
  it("prints the quarter's tax per treatment, country and rate, less its refunds", {
    timeout: 240_000,
  }, async () => {
    const database = await kind.create();
    try {
      const setUp = await database.open();
      await seed(setUp);
      await setUp.close();
      const run = await runOperatorCommandHere(
        "report",
        ["tax", "--publisher", username, "--quarter", "2026Q4"],
        database.env,
      );
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`Tax collected by ${username} in 2026Q4`);
      expect(run.stdout).toMatch(
        /^Treatment\s+Country\s+Rate\s+Currency\s+Sales\s+Refunds\s+Net\s+Tax$/m,
      );
      expect(run.stdout).toMatch(/^reverse_charge\s+DE\s+0%\s+EUR\s+1\s+0\s+10\.00\s+0\.00$/m);
      expect(run.stdout).toMatch(/^taxed\s+DE\s+19%\s+EUR\s+2\s+1\s+12\.60\s+2\.40$/m);
      expect(run.stdout).toMatch(/^taxed\s+NL\s+21%\s+EUR\s+1\s+0\s+10\.00\s+2\.10$/m);

      const next = await runOperatorCommandHere(
        "report",
        ["tax", "--publisher", username, "--quarter", "2027q1"],
        database.env,
      );
      expect(next.stdout).toMatch(/^taxed\s+DE\s+19%\s+EUR\s+1\s+0\s+8\.40\s+1\.60$/m);
      const empty = await runOperatorCommandHere(
        "report",
        ["tax", "--publisher", username, "--quarter", "2026Q3"],
        database.env,
      );
      expect(empty.stdout).toContain("No order in this quarter recorded tax.");
    } finally {
      await database.remove();
    }
  });

  it("says what is wrong with the arguments", { timeout: 240_000 }, async () => {
    const database = await kind.create();
    try {
      const cases: Array<[string[], number, RegExp]> = [
        [["tax", "--quarter", "2026Q4"], 2, /Give --publisher, the username/],
        [["tax", "--publisher", "northwind"], 2, /Give --quarter, the quarter to report/],
        [
          ["tax", "--publisher", "northwind", "--quarter", "2026-Q4"],
          2,
          /--quarter must be a year and a quarter such as 2026Q4/,
        ],
        [["tax", "--publisher", "northwind", "--quarter", "2026Q5"], 2, /such as 2026Q4/],
        [["tax", "--publisher", "--quarter", "2026Q4"], 2, /Give --publisher a value/],
        [
          ["tax", "--publisher", "a", "--publisher", "b", "--quarter", "2026Q4"],
          2,
          /Give --publisher once/,
        ],
        [["tax", "--format", "csv"], 2, /--format is not an option of the tax report/],
        [
          ["tax", "--publisher", "nobody-here", "--quarter", "2026Q4"],
          1,
          /There is no publisher with the username "nobody-here"\./,
        ],
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
