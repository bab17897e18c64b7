import type { AnalyticsCollector } from "./adapters/analytics/analytics-collector";
import type { JobKind } from "./background/job-kinds";
import {
  forwardDueAnalyticsEvents,
  nextForwardingDueInMs,
} from "./domain/analytics/forward-due-analytics-events";
import type { PaymentDeps } from "./domain/purchases/payment-deps";
import {
  nextTaxTransactionDueInMs,
  recordTaxTransactions,
} from "./domain/tax/record-tax-transactions";
import { deliverWebhookBacklog, nextWebhookDueInMs } from "./domain/webhooks/deliver-due-webhooks";
import type { WebhookPolicy } from "./domain/webhooks/webhook-policy";
import type { Messaging } from "./messaging/create-messaging";
import { messageJobKind } from "./messaging/message-job-kind";
import type { MessagingLogger } from "./messaging/transport";
import { RATES_TABLE_CALCULATOR } from "./payments/tax-calculator";

/**
 * When nothing was queued, every kind still looks once a minute: for work queued while the
 * listening connection was down, or where notifications do not arrive (PgBouncer in transaction
 * mode). Work falling due later (a retry, a gift's date) is asked for after each round that did
 * something, so it does not wait for this tick (docs/decisions/169).
 */
export const IDLE_TICK_MS = 60_000;

/** What the background work of a process needs. */
export interface BackgroundDeps {
  paymentDeps: PaymentDeps;
  analyticsCollector: AnalyticsCollector | null;
  webhookPolicy: WebhookPolicy;
  messaging: Messaging;
}

/** The kinds of queued work this process runs, on the one scheduler (docs/decisions/169). */
export function jobKindsOf(
  logger: MessagingLogger,
  deps: Omit<BackgroundDeps, "paymentDeps"> & {
    paymentDeps: Pick<PaymentDeps, "db" | "clock" | "taxCalculator">;
  },
): JobKind[] {
  const { db, clock, taxCalculator } = deps.paymentDeps;
  const kinds: JobKind[] = [
    messageJobKind({ db, clock, messaging: deps.messaging, logger }),
    // Creators' webhooks, so the first try leaves well within a second of the payment; a woken
    // round follows the last by 250 ms at least, so a burst is taken in batches of 20, and a
    // full round is followed at once by the next (docs/decisions/079, 089, 139).
    {
      name: "webhooks",
      queue: "webhook_deliveries",
      run: () => deliverWebhookBacklog({ db, clock, policy: deps.webhookPolicy, logger }),
      nextDueInMs: () => nextWebhookDueInMs({ db, clock }),
      soonestMs: 250,
    },
  ];
  // Paid sales' Stripe Tax calculations become transactions (docs/decisions/135).
  if (taxCalculator && taxCalculator !== RATES_TABLE_CALCULATOR) {
    kinds.push({
      name: "tax transactions",
      queue: "tax_transaction_jobs",
      run: () => recordTaxTransactions({ db, taxCalculator, clock }),
      nextDueInMs: () => nextTaxTransactionDueInMs({ db, clock }),
    });
  }
  // Stored events go on to the operator's collector from the queue, never inside the request;
  // woken rounds at most every 500 ms, so a page's events go in one request (docs/decisions/040).
  const collector = deps.analyticsCollector;
  if (collector) {
    kinds.push({
      name: "analytics forwarding",
      queue: "analytics_forwarding",
      run: () => forwardDueAnalyticsEvents({ db, collector, clock, logger }),
      nextDueInMs: () => nextForwardingDueInMs({ db, clock }),
      soonestMs: 500,
    });
  }
  return kinds;
}
