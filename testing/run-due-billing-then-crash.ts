import { loadConfig } from "@creator-checkout/server/config";
import { connectDatabase } from "@creator-checkout/server/db/connect";
import { movedClock } from "@creator-checkout/server/domain/billing/moved-clock";
import { runDueBilling } from "@creator-checkout/server/domain/billing/run-due-billing";
import { orderKinds } from "@creator-checkout/server/domain/order-kinds";
import { createConfiguredGateway } from "@creator-checkout/server/payments/create-configured-gateway";
import { systemClock } from "@creator-checkout/server/security/clock";

// `npm run billing -- run-due --now <date>`, whose process dies the moment its payment gateway
// has charged a renewal and before the renewal's order records it: the worst moment for a
// crash. For the renewal crash-recovery test only.
const at = process.argv[process.argv.indexOf("--now") + 1];
if (at === undefined) throw new Error("usage: run-due-billing-then-crash.ts run-due --now <date>");
const config = loadConfig();
const database = await connectDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: config.DATA_DIR,
});
const clock = movedClock(new Date(at), systemClock);
const gateway = createConfiguredGateway(config, { db: database.db, clock });
await runDueBilling({
  db: database.db,
  clock,
  gateway: {
    ...gateway,
    async charge(input) {
      const charged = await gateway.charge(input);
      process.kill(process.pid, "SIGKILL");
      return charged;
    },
  },
  publicUrl: config.PUBLIC_URL,
  renewalRetryDays: config.RENEWAL_RETRY_DAYS,
  taxRates: config.taxRates,
  orderKinds,
});
throw new Error("due billing ended without charging anything");
