import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { expect, it } from "vitest";

// Statements go through Drizzle's query builder; a raw `sql` template is for what the builder
// cannot say (docs/decisions/170). Each file that still holds one is named here with its reason,
// so a new one is a choice made in review, and a file that no longer needs one leaves the list.
const allowed: Record<string, string> = {
  "background/jobs.ts": "updates on any job table, named by its columns at run time",
  "db/commit-without-flush.ts": "set_config, a function call the builder has no form for",
  "db/connect.ts": "the SELECT 1 that pings the database",
  "db/schema/catalog.ts": "check constraints, which Drizzle takes only as SQL",
  "db/schema/discounts.ts": "check constraints, which Drizzle takes only as SQL",
  "db/schema/orders.ts": "check constraints and partial indexes' conditions",
  "db/schema/refunds.ts": "a check constraint, which Drizzle takes only as SQL",
  "db/schema/sign-in.ts": "a check constraint, which Drizzle takes only as SQL",
  "db/schema/webhooks.ts": "partial indexes' conditions, kept as the migrations wrote them",
  "domain/auth/confirm-code.ts": "the confirmation's CTEs that write, one prepared statement",
  "domain/auth/create-claim.ts": "an INSERT ... SELECT from another CTE, for larger statements",
  "domain/auth/ensure-customer.ts": "upserts chained through CTEs in one statement",
  "domain/auth/holds-anything.ts": "three EXISTS over three tables in one round trip",
  "domain/auth/prove-address.ts": "CTEs that lock, upsert and end sessions in one statement",
  "domain/auth/request-code.ts": "the send's CTEs that write, one prepared statement",
  "domain/back-office/count-cancel-answers.ts": "a count per outcome in one grouped read (FILTER)",
  "domain/back-office/list-page.ts": "a row comparison for keyset paging",
  "domain/bot-check/spend-bot-proof.ts": "an INSERT ... SELECT ... RETURNING 1 as a CTE body",
  "domain/catalog/import-catalog.ts": "upserts that take every column from excluded, and now()",
  "domain/catalog/product-relation-columns.ts": "json_agg and json_build_object subqueries",
  "domain/catalog/publisher-tax-settings.ts": "the database's now() as the update time",
  "domain/catalog/raise-catalog-version.ts": "an UPDATE in a CTE feeding pg_notify",
  "domain/custom-properties/save-custom-properties.ts": "jsonb concatenation and now()",
  "domain/dashboard/read-funnel.ts": "grouping sets, percentiles and window functions",
  "domain/discounts/reserve-redemption.ts": "a coupon's count moved by one in an update",
  "domain/errors/record-error-report.ts": "an upsert that counts and keeps the greatest time",
  "domain/purchases/finish-paid-purchase.ts": "the finish's CTEs that write, one statement",
  "domain/purchases/place-order.ts": "the order's INSERT ... SELECT in CTEs, one statement",
  "domain/rate-limit/hit-rate-limit.ts": "counter upserts and window sums as CTE bodies",
  "domain/rate-limit/spend-try.ts": "a conditional counter upsert as a CTE body",
  "domain/refunds/finish-refund.ts": "column arithmetic in an update",
  "domain/refunds/reserve-refund.ts": "column arithmetic in an update and its condition",
  "domain/webhooks/record-webhook-attempt.ts": "coalesce on a column in an update",
  "domain/webhooks/record-webhook-event.ts": "an event and its deliveries through CTEs",
  "domain/webhooks/replay-failed-webhooks.ts": "pick, mark and requeue through CTEs",
  "domain/webhooks/webhook-event-ctes.ts": "events and deliveries as CTEs of larger statements",
  "messaging/dev-outbox-transport.ts": "move, mark and store through CTEs in one statement",
  "messaging/enqueue-message.ts": "a message's INSERT ... SELECT as a CTE body",
  "messaging/list-dev-outbox.ts": "lower() on a column",
  "payments/test-processor/create-test-processor-gateway.ts":
    "the stand-in processor's charge through CTEs, and now()",
};

const source = join(import.meta.dirname, "..");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

it("holds raw SQL templates only in the files listed with their reason", () => {
  const withRawSql = sourceFiles(source)
    .filter((file) => readFileSync(file, "utf8").includes("sql`"))
    .map((file) => relative(source, file).split("\\").join("/"))
    .sort();
  expect(withRawSql).toEqual(Object.keys(allowed).sort());
});
