import { connectDatabase } from "@creator-checkout/server/db/connect";
import { deliverWebhookBacklog } from "@creator-checkout/server/domain/webhooks/deliver-due-webhooks";
import { systemClock } from "@creator-checkout/server/security/clock";

// The webhook worker every server process runs, alone in a process of its own with a short lease,
// so a test can kill it in the middle of a delivery and see another process take the delivery
// over once the lease ends, without waiting the production lease's minute.
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL names the database whose outbox is delivered");
const leaseMs = Number(process.env.LEASE_MS ?? 2_000);
const timeoutMs = Number(process.env.TIMEOUT_MS ?? 1_000);
const database = await connectDatabase({ databaseUrl });
const quiet = { info() {}, warn() {}, error() {} };
const deps = {
  db: database.db,
  clock: systemClock,
  policy: { production: false, allowedHosts: [] },
  logger: quiet,
};
process.stdout.write("ready\n");
for (;;) {
  const { claimed } = await deliverWebhookBacklog(deps, { leaseMs, timeoutMs });
  if (claimed === 0) await new Promise((resolve) => setTimeout(resolve, 50));
}
