import type { Db } from "../../db/connect";
import type { orders, productOptions } from "../../db/schema";
import type { Clock } from "../../security/clock";

/** What an order's steps may use: finishOrder's transaction as `db`, and the payment settings. */
export interface OrderStepDeps {
  db: Db;
  clock: Clock;
  publicUrl: string;
  renewalRetryDays: readonly number[];
}

type Order = typeof orders.$inferSelect;

/**
 * What follows, for one kind of order, from what its charge did, in the transaction in which
 * finishOrder records it. The area that makes orders of a kind supplies its steps
 * (docs/decisions/070), so finishing an order knows no kind but a purchase's own.
 */
export interface OrderKindSteps {
  /** What the paid order gives: access, a subscription's next period, a switch, a gift. */
  paid(
    deps: OrderStepDeps,
    facts: { order: Order; option: typeof productOptions.$inferSelect; now: Date },
  ): Promise<void>;
  /** What a charge refused for the first time starts, when it starts anything. */
  firstFailure?(
    deps: OrderStepDeps,
    facts: { order: Order; now: Date; failure: { code: string; message: string } },
  ): Promise<void>;
}

/** The steps of every kind of order that can be charged, by `orders.kind`. */
export type OrderKinds = Readonly<
  Record<"purchase" | "renewal" | "overdue_payment" | "switch" | "gift", OrderKindSteps>
>;

/** An order of a kind that is never charged (a gift's redemption is made paid) has no steps. */
export function stepsOfKind(orderKinds: OrderKinds, kind: string): OrderKindSteps {
  const steps = Object.hasOwn(orderKinds, kind) ? orderKinds[kind as keyof OrderKinds] : null;
  if (!steps) throw new Error(`no steps finish an order of kind ${kind}`);
  return steps;
}
